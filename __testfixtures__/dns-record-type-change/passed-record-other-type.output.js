const API = 'https://api.cloudflare.com/client/v4';

// The caller passes a record looked up by another type than the kind it passes beside it.
class Pointer {
  constructor(zone) {
    this.zone = zone;
  }

  async lookup(host, kind) {
    const res = await fetch(`${API}/zones/${this.zone}/dns_records?type=${kind}&name=${host}`);
    const body = await res.json();
    return body.result[0] ?? null;
  }

  async move(host, address, kind, seen) {
    const target = seen ?? (await this.lookup(host, kind));
    if (!target) return false;
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    const res = await fetch(`${API}/zones/${this.zone}/dns_records/${target.id}`, { method: 'PUT', body: JSON.stringify({ type: kind, name: host, content: address }) });
    return res.ok;
  }

  async sync(host, wanted) {
    for (const kind of Object.keys(wanted)) {
      const current = await this.lookup(host, 'AAAA');
      if (!current || current.content === wanted[kind]) continue;
      await this.move(host, wanted[kind], kind, current);
    }
  }
}
