// request's `defaults` makes a client whose every request starts at the base it is given: the
// setting read through it goes to the API.
const request = require('request');

const cf = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/v4', json: true });

function readSetting(zoneId, id, done) {
  cf.get({ url: `/zones/${zoneId}/settings/${id}` }, (err, res, body) => done(err, body && body.result));
}

module.exports = function excludes(zoneId, done) {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: its callback would never run: delete the call and call done() yourself)
  readSetting(zoneId, 'server_side_exclude', done);
};
