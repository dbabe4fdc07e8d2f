const { hostRecords, lastPicked } = require('./host-records');

const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Falls back to the first record of the host when told to: that one may be of any kind.
async function refreshFirst(zone, host, kind, value, force) {
  const list = await hostRecords(zone, host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  if (!chosen && force) [chosen] = list;
  if (!chosen) return;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}

// The fallback takes whatever a lookup object holds.
async function refreshHeld(zone, host, kind, value) {
  const list = await hostRecords(zone, host);
  const held = await lastPicked(host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  if (!chosen) ({ chosen } = held);
  if (!chosen) return;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}

// Walks the host's records by name: the last one walked is of any kind.
async function walkHost(zone, host, kind, value) {
  const list = await hostRecords(zone, host);
  let chosen = list.find((rec) => rec.type === kind);
  if (!chosen) chosen = list.find((rec) => rec.type === kind && rec.proxied);
  for (chosen of list) if (chosen.name === host) break;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${CF}/zones/${zone}/dns_records/${chosen.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ type: kind, content: value }),
  });
}

module.exports = { refreshFirst, refreshHeld, walkHost };
