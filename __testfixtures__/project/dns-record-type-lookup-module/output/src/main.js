import Zones from './Zones.js';

// Found through the A-filtered lookup of the other module: the A sent back is the record's own type.
export async function keepAddress(key, zoneId, host, address) {
  const found = await Zones.findA(key, zoneId, host);
  if (!found || !found.id) return false;
  if (found.content === address) return true;
  return Zones.update(key, zoneId, found.id, { type: 'A', name: host, content: address, ttl: 1 });
}

// The same lookup, written back as AAAA: the type changes.
export async function moveToIpv6(key, zoneId, host, address) {
  const found = await Zones.findA(key, zoneId, host);
  if (!found) return false;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return Zones.update(key, zoneId, found.id, { type: 'AAAA', name: host, content: address });
}

// Found by name only: it may be a CNAME.
export async function pinHost(key, zoneId, host, address) {
  const found = await Zones.findByName(key, zoneId, host);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return Zones.update(key, zoneId, found.id, { type: 'A', name: host, content: address });
}
