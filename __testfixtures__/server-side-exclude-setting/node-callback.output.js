// A CLI step in Node style: `request` answers through its last argument once the API has replied.
const BASE = 'https://api.cloudflare.com/client/v4';

function sseOff(zone, token, next) {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: its callback would never run: delete the call and call what the callback does yourself)
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
  next();
}

module.exports = { sseOff, sseOffAwaited };
