// A request client made with request.defaults keeps the Node callback style: the caller's `finish`
// runs only when the request answers, so the Mirage call is kept and reported, never deleted.
const request = require('request');

const api = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/v4', json: true });

exports.quiet = function (zoneId, finish) {
  api.patch({ url: `/zones/${zoneId}/settings/mirage`, body: { value: 'off' } }, finish);
};

exports.quietLater = function (zoneId) {
  api({ method: 'PATCH', url: '/zones/' + zoneId + '/settings/mirage', body: { value: 'off' } }, (err) => {
    if (err) console.error(err);
  });
};
