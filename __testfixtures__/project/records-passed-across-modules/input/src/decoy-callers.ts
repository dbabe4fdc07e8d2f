import { label, lockedNames } from './decoy-labels';

const API = 'https://api.cloudflare.com/client/v4';

export async function zonesAndRecords(zoneId: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const zones = await (await fetch(`${API}/zones`, { headers })).json();
  const records = await (await fetch(`${API}/zones/${zoneId}/dns_records`, { headers })).json();
  return [...zones.result.map((z: any) => label(z)), ...records.result.map((r: any) => label(r))];
}

export async function mirrored(zoneId: string) {
  const res = await fetch(`https://dns.example.net/zones/${zoneId}/records`);
  const { result } = await res.json();
  return lockedNames(result);
}
