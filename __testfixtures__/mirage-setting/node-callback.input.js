// The request package, Node style: mirage is switched off and the step reports when it is done.
const request = require('request');

const HOST = 'https://api.cloudflare.com/client/v4';

function disableMirage(zone, token, callback) {
  request.patch({ url: `${HOST}/zones/${zone}/settings/mirage`, auth: { bearer: token }, json: { value: 'off' } }, callback);
}

async function disableMirageAwaited(zone, token) {
  await fetch(`${HOST}/zones/${zone}/settings/mirage`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
}

module.exports = { disableMirage, disableMirageAwaited };
