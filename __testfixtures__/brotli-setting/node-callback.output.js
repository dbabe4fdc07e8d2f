// Node-style: the request package calls back with (err, response).
const request = require('request');

const CF = 'https://api.cloudflare.com/client/v4';

exports.enableBrotli = function enableBrotli(zone, token, done) {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: its callback would never run: delete the call and call what the callback does yourself)
  request({ uri: `${CF}/zones/${zone}/settings/brotli`, method: 'PATCH', auth: { bearer: token }, json: { value: 'on' } }, function (err, response) {
    if (err) return done(err);
    done(null, response.statusCode);
  });
};

exports.enableBrotliAsync = async function enableBrotliAsync(zone, token) {
  return zone;
};
