const API = 'https://api.cloudflare.com/client/v4';

// The lookup hands out the first hit of a list filtered on another value than the kind the update sends.
export class HostRecords {
  constructor(zone, token) {
    this.zone = zone;
    this.token = token;
  }

  async matching(host, kind) {
    const res = await fetch(`${API}/zones/${this.zone}/dns_records?name=${host}&type=${kind}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const page = await res.json();
    return page.result;
  }

  async first(host, kind, fallback) {
    const rows = await this.matching(host, fallback);
    return rows[0] ?? null;
  }

  async point(host, kind, address) {
    const row = await this.first(host, kind, 'CNAME');
    if (!row) return;
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${API}/zones/${this.zone}/dns_records/${row.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify({ type: kind, name: host, content: address }) });
  }
}
