const ROOT = 'https://api.cloudflare.com/client/v4';

interface Entry {
  id: string;
  type: string;
  name: string;
}

// Finds entries by type and name and writes one back.
export class ZoneClient {
  constructor(private key: string, private zone: string) {}

  async search(kind: string, label: string): Promise<Entry[]> {
    const res = await fetch(`${ROOT}/zones/${this.zone}/dns_records?type=${kind}&name=${label}`, { headers: { Authorization: `Bearer ${this.key}` } });
    const body = (await res.json()) as { result: Entry[] };
    return body.result;
  }

  async save(entryId: string, kind: string, label: string, value: string): Promise<void> {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${ROOT}/zones/${this.zone}/dns_records/${entryId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: kind, name: label, content: value }),
    });
  }
}
