// Node-style: the request package calls back with (err, response).
const request = require('request');

const CF = 'https://api.cloudflare.com/client/v4';

exports.enableBrotli = function enableBrotli(zone, token, done) {
  request({ uri: `${CF}/zones/${zone}/settings/brotli`, method: 'PATCH', auth: { bearer: token }, json: { value: 'on' } }, function (err, response) {
    if (err) return done(err);
    done(null, response.statusCode);
  });
};

exports.enableBrotliAsync = async function enableBrotliAsync(zone, token) {
  await fetch(`${CF}/zones/${zone}/settings/brotli`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  return zone;
};
