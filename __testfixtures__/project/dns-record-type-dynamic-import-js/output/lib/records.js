const BASE = 'https://api.cloudflare.com/client/v4';

// Looks records up by type and name, and puts one back.
export class Records {
  constructor(token, zone) {
    this.token = token;
    this.zone = zone;
  }

  async list(kind, name) {
    const res = await fetch(`${BASE}/zones/${this.zone}/dns_records?type=${kind}&name=${name}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const body = await res.json();
    return body.result;
  }

  async put(entryId, kind, name, content) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${BASE}/zones/${this.zone}/dns_records/${entryId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: kind, name, content }),
    });
  }
}
