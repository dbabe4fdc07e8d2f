// A reseller's table of handed-out hostnames; `locked` is the reseller's own freeze flag.
export type HostnameRow = {
  id: string;
  cfRecordId: string;
  type: 'A' | 'CNAME';
  name: string;
  content: string;
  proxied: boolean;
  locked: boolean;
};

const BASE = 'https://api.cloudflare.com/client/v4';

export async function repoint(row: HostnameRow, zone: string, target: string, token: string) {
  if (row.locked) throw new Error(`${row.name} is frozen`);
  return fetch(`${BASE}/zones/${zone}/dns_records/${row.cfRecordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: target }),
  });
}
