interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
  zone_name: string;
}

const ENDPOINT = 'https://api.cloudflare.com/client/v4';

async function firstRecord(zone: string, token: string): Promise<ZoneRecord> {
  const res = await fetch(`${ENDPOINT}/zones/${zone}/dns_records?per_page=1`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result[0];
}

export function describe(zone: string, token: string): Promise<string> {
  return firstRecord(zone, token).then((rec) => `${rec.name} in ${rec.zone_name}`);
}
