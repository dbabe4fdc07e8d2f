export const API_BASE = 'https://api.cloudflare.com/client/v4';

const headers = (): Record<string, string> => ({ Authorization: `Bearer ${process.env.CF_TOKEN ?? ''}`, 'Content-Type': 'application/json' });

export interface RecordPatch {
  content: string;
  type?: string;
  proxied?: boolean;
}

export const editRecord = async (zoneId: string, recordId: string, { content, type = 'A', proxied }: RecordPatch): Promise<unknown> => {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers: headers(),
    body: JSON.stringify({ type, content, proxied }),
  });
  return res.json();
};

export async function putRecord(zoneId: string, recordId: string, type: string, content: string): Promise<unknown> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: headers(),
    body: JSON.stringify({ type, content }),
  });
  return res.json();
}
