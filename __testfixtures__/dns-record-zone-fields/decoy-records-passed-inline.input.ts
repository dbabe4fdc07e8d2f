const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Zones, not DNS records: their zone_id-looking reads are the app's own rows.
function countByZone(entries: Array<{ zone_id: string }>): number {
  return entries.filter((e) => e.zone_id).length;
}

export async function zoneCount() {
  const res = await fetch(`${CF}/zones`, { headers: auth });
  return countByZone((await res.json()).result);
}

// Another host's records, handed straight from its answer.
export async function mirrorCount() {
  const res = await fetch('https://dns.example.net/v1/records', { headers: auth });
  return countByZone((await res.json()).result);
}

// The whole envelope, not its result.
export async function envelopeCount(zone: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: auth });
  const seen = (await res.json()) as { zone_id?: string };
  return seen.zone_id;
}
