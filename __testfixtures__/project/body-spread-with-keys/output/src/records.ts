const API = 'https://api.cloudflare.com/client/v4';

export interface RecordBody {
  type?: string;
  name?: string;
  data?: Record<string, unknown>;
}

export async function replaceRecord(zoneId: string, recordId: string, opts: { body: RecordBody }): Promise<Response> {
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify({ comment: 'managed', ...opts.body }) });
}
