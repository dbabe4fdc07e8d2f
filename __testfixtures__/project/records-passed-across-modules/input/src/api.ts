import { canEdit, describeRecords, ownerZone } from './report';
import { zoneLabel } from './published';

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function show(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  console.log(describeRecords(result).join('\n'), result.map((r: any) => zoneLabel(r)));
  return result.filter((r: any) => canEdit(r)).map((r: any) => ownerZone(r, zoneId));
}
