const https = require('https');

const BASE = 'https://api.cloudflare.com/client/v4';

// Callback-style helper: cfCall(path, credentials, done, method, body).
function cfCall(path, creds, done, method = 'GET', body) {
  const req = https.request(`${BASE}/${path}`, {
    method,
    headers: { 'X-Auth-Email': creds.email, 'X-Auth-Key': creds.key, 'Content-Type': 'application/json' },
  }, (res) => {
    let text = '';
    res.on('data', (chunk) => (text += chunk));
    res.on('end', () => done(null, JSON.parse(text).result));
  });
  req.on('error', done);
  if (body) req.write(body);
  req.end();
}

exports.setAddress = function (zoneId, recordId, ip, creds, done) {
  cfCall(`zones/${zoneId}/dns_records/${recordId}`, creds, done, 'PATCH',
    JSON.stringify({ content: ip, type: 'A' }));
};

exports.listRecords = function (zoneId, creds, done) {
  cfCall(`zones/${zoneId}/dns_records`, creds, done);
};
