const Cloudflare = require('cloudflare');

const api = new Cloudflare({ apiToken: process.env.API_TOKEN });

// Kept from a list of A records, sent back as a CNAME.
async function aliasHost(zone, host, target) {
  let match = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'A', name: host })) {
    if (entry.name === host) match = entry;
  }
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (match) await api.dns.records.update(match.id, { zone_id: zone, type: 'CNAME', name: host, content: target });
}

// Also given the caller's record: that one may be of any type.
async function moveOrUse(zone, host, address, given) {
  let match = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host })) {
    if (entry.name === host) match = entry;
  }
  if (!match) match = given;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (match) await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address });
}

// The record kept is handed to a helper that may retype it first.
async function moveAfterFix(zone, host, address, fix) {
  let match = undefined;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host })) {
    if (entry.name === host) match = entry;
  }
  if (!match) return;
  fix(match);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address });
}

module.exports = { aliasHost, moveOrUse, moveAfterFix };
