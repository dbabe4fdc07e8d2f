const Cloudflare = require('cloudflare');

const api = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Each listed record is forgotten through the zone it says it is in.
async function forgetAll(zoneId, host) {
  const page = await api.dns.records.list({ zone_id: zoneId, name: host });
  for (const rec of page.result) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
    await api.dns.records.delete(rec.id, { zone_id: rec.zone_id });
  }
}

module.exports = { forgetAll };
