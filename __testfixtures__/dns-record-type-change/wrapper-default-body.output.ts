const API_ROOT = 'https://api.cloudflare.com/client/v4';

class CfApi {
  constructor(private readonly token: string) {}

  async put<T>(path: string, payload?: unknown): Promise<T> {
    const res = await fetch(`${API_ROOT}${path}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload ?? {}),
    });
    const json = (await res.json()) as { result: T };
    return json.result;
  }
}

interface EditInput {
  zone: string;
  recordId: string;
  kind: string;
  host: string;
  value: string;
}

export async function editRecord(input: EditInput, api: CfApi) {
  const payload: Record<string, unknown> = { type: input.kind, name: input.host, content: input.value };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if input.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return api.put(`/zones/${input.zone}/dns_records/${input.recordId}`, payload);
}
