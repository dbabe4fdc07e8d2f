// The request package, Node style: mirage is switched off and the step reports when it is done.
const request = require('request');

const HOST = 'https://api.cloudflare.com/client/v4';

function disableMirage(zone, token, callback) {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its callback would never run: delete the call and call callback() yourself)
  request.patch({ url: `${HOST}/zones/${zone}/settings/mirage`, auth: { bearer: token }, json: { value: 'off' } }, callback);
}

async function disableMirageAwaited(zone, token) {}

module.exports = { disableMirage, disableMirageAwaited };
