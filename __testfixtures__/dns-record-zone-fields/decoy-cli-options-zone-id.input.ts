// The same options object beside a zone type (no DNS record): nothing to change.
interface ZoneRow {
  id: string;
  name: string;
  status: string;
}

const API = 'https://api.cloudflare.com/client/v4';
const options: { zone_id?: string; zone_name?: string; token: string } = { token: '' };
options.zone_id = process.argv[2];
options.zone_name = process.argv[3];

export async function zone(): Promise<ZoneRow> {
  const res = await fetch(`${API}/zones/${options.zone_id}`, { headers: { Authorization: `Bearer ${options.token}` } });
  const body = (await res.json()) as { result: ZoneRow };
  return body.result;
}
