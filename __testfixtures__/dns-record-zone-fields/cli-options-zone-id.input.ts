// A command-line tool: the zone comes from argv into an options object, not into the records.
interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

const API = 'https://api.cloudflare.com/client/v4';
const options: { zone_id?: string; zone_name?: string; token: string } = { token: '' };
options.zone_id = process.argv[2];
options.zone_name = process.argv[3];

export async function listRecords(): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${options.zone_id}/dns_records`, { headers: { Authorization: `Bearer ${options.token}` } });
  const body = (await res.json()) as { result: DnsRecord[] };
  return body.result;
}
