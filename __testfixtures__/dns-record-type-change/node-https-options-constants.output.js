const https = require('https');

const CF_HOST = 'api.cloudflare.com';
const V4 = '/client/v4/';

// Moves a name to a new address; the record id came from a lookup by name only.
function moveAddress(zoneId, recordId, name, address, token) {
  return new Promise((resolve, reject) => {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    const req = https.request(
      { host: CF_HOST, path: `${V4}zones/${zoneId}/dns_records/${recordId}`, method: 'PUT', headers: { Authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.write(JSON.stringify({ type: 'A', name, content: address, ttl: 1 }));
    req.end();
  });
}

// The same host under `hostname`, the path a constant joined with `+`.
function retarget(zoneId, recordId, kind, content) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const req = https.request({ hostname: CF_HOST, path: V4 + 'zones/' + zoneId + '/dns_records/' + recordId, method: 'PATCH' }, (res) => res.resume());
  req.end(JSON.stringify({ type: kind, content }));
}
module.exports = { moveAddress, retarget };
