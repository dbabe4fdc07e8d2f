// A CLI step in Node style: `request` answers through its last argument once the API has replied.
const BASE = 'https://api.cloudflare.com/client/v4';

function sseOff(zone, token, next) {
  request('PATCH', `/zones/${zone}/settings/server_side_exclude`, token, { value: 'off' }, function (err) {
    if (err) console.error(err);
    next();
  });
}

function request(method, path, token, body, cb) {
  fetch(BASE + path, { method, headers: { Authorization: 'Bearer ' + token }, body: JSON.stringify(body) }).then(() => cb(null), cb);
}

// A callback that does nothing and an awaited request: both go.
async function sseOffAwaited(zone, token, next) {
  await request('PATCH', `/zones/${zone}/settings/server_side_exclude`, token, { value: 'off' }, () => {});
  await fetch(`${BASE}/zones/${zone}/settings/server_side_exclude`, { method: 'PATCH', headers: { Authorization: 'Bearer ' + token }, body: '{"value":"off"}' });
  next();
}

module.exports = { sseOff, sseOffAwaited };
