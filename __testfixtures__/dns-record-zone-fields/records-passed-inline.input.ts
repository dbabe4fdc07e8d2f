const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

function countByZone(entries: Array<{ zone_id: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.zone_id, (counts.get(e.zone_id) ?? 0) + 1);
  return counts;
}

function ownerZone(entry: { zone_name: string }) {
  return entry.zone_name;
}

export async function zoneCounts(zone: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records?per_page=100`, { headers: auth });
  return countByZone((await res.json()).result);
}

export async function zoneOf(zone: string, recordId: string) {
  const reply = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: auth });
  return ownerZone((await reply.json()).result);
}

export async function zoneOfNow(zone: string, recordId: string) {
  return ownerZone((await (await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: auth })).json()).result);
}
