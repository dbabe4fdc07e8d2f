const API = 'https://api.cloudflare.com/client/v4';

export interface EditOptions {
  body: Record<string, unknown>;
  retries?: number;
}

export async function editRecord(zoneId: string, recordId: string, options: EditOptions): Promise<unknown> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', body: JSON.stringify(options.body) });
  return res.json();
}
