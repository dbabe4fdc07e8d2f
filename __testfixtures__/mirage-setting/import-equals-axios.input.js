// axios and got brought in the TypeScript CommonJS way under other names, called as functions.
const api = require('axios');
const fetchJson = require('got');

const HOST = 'https://api.cloudflare.com/client/v4';

export async function mirageOff(zone) {
  await api({ url: `${HOST}/zones/${zone}/settings/mirage`, method: 'PATCH', data: { value: 'off' } });
}

export async function mirageOffGot(zone) {
  await fetchJson(`${HOST}/zones/${zone}/settings/mirage`, { method: 'PATCH', json: { value: 'off' } });
}
