// A request client made with request.defaults keeps the Node callback style: the caller's `finish`
// runs only when the request answers, so the Mirage call is kept and reported, never deleted.
const request = require('request');

const api = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/v4', json: true });

exports.quiet = function (zoneId, finish) {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its callback would never run: delete the call and call finish() yourself)
  api.patch({ url: `/zones/${zoneId}/settings/mirage`, body: { value: 'off' } }, finish);
};

exports.quietLater = function (zoneId) {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its callback would never run: delete the call and call what the callback does yourself)
  api({ method: 'PATCH', url: '/zones/' + zoneId + '/settings/mirage', body: { value: 'off' } }, (err) => {
    if (err) console.error(err);
  });
};
