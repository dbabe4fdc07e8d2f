const Cloudflare = require('cloudflare');

const api = new Cloudflare({ apiToken: process.env.API_TOKEN });

// The AAAA record of a host is searched page by page; the one kept is an AAAA record.
async function moveHost(zone, host, address) {
  let match = null;
  for await (const entry of api.dns.records.list({ zone_id: zone, type: 'AAAA', name: host })) {
    if (entry.name === host) {
      match = entry;
      break;
    }
  }
  if (match) {
    await api.dns.records.update(match.id, { zone_id: zone, type: 'AAAA', name: host, content: address });
  }
}

module.exports = { moveHost };
