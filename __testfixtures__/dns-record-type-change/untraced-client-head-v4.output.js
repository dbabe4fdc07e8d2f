const rp = require('request-promise-native');

// The API root is split: the base ends at "/client", each path begins with "/v4".
const cfRequest = rp.defaults({
  baseUrl: 'https://api.cloudflare.com/client',
  headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
  json: true,
});

function recordByName(zone, name) {
  return cfRequest({ uri: `/v4/zones/${zone}/dns_records?name=${name}` }).then((r) => r.result[0]);
}

function moveTo(zone, id, name, address) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cfRequest({
    uri: `/v4/zones/${zone}/dns_records/${id}`,
    method: 'PUT',
    body: { type: 'AAAA', name, content: address },
  });
}

module.exports = { recordByName, moveTo };
