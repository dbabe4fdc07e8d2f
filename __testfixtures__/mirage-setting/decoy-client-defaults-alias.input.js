// The client starts on the API base, but a name given its defaults object re-targets it at a recorded
// fixture server, and one more is filled by Object.assign: neither request reaches Cloudflare.
const axios = require('axios');

const ORIGIN = 'https://api.cloudflare.com/client/v4';
const replay = axios.create({ baseURL: ORIGIN });
const settings = replay.defaults;
settings.baseURL = 'http://localhost:5050';

const merged = axios.create({ baseURL: ORIGIN });
const target = merged.defaults;
Object.assign(target, { baseURL: 'http://localhost:5051' });

async function replayMirageOff(zone) {
  await replay.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

async function mergedMirageOff(zone) {
  await merged.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

module.exports = { replayMirageOff, mergedMirageOff };
