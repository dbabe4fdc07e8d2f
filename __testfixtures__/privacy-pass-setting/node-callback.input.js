// Node style: `cfPatch` calls `onDone(err, result)` once Cloudflare has answered.
const BASE_URL = 'https://api.cloudflare.com/client/v4';

function cfPatch(path, token, payload, onDone) {
  fetch(BASE_URL + path, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body: JSON.stringify(payload) })
    .then((r) => r.json())
    .then((j) => onDone(null, j.result))
    .catch((e) => onDone(e));
}

function privacyPassOn(zone, token, onDone) {
  cfPatch(`/zones/${zone}/settings/privacy_pass`, token, { value: 'on' }, onDone);
}

async function privacyPassOnAwaited(zone, token) {
  await fetch(`${BASE_URL}/zones/${zone}/settings/privacy_pass`, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body: JSON.stringify({ value: 'on' }) });
  return true;
}

module.exports = { privacyPassOn, privacyPassOnAwaited };
