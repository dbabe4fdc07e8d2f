// Node style: `cfPatch` calls `onDone(err, result)` once Cloudflare has answered.
const BASE_URL = 'https://api.cloudflare.com/client/v4';

function cfPatch(path, token, payload, onDone) {
  fetch(BASE_URL + path, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body: JSON.stringify(payload) })
    .then((r) => r.json())
    .then((j) => onDone(null, j.result))
    .catch((e) => onDone(e));
}

function privacyPassOn(zone, token, onDone) {
  // cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: its callback would never run: delete the call and call onDone() yourself)
  cfPatch(`/zones/${zone}/settings/privacy_pass`, token, { value: 'on' }, onDone);
}

async function privacyPassOnAwaited(zone, token) {
  return true;
}

module.exports = { privacyPassOn, privacyPassOnAwaited };
