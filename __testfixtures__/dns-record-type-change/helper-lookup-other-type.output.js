const BASE = 'https://api.cloudflare.com/client/v4';

// Every request of the class goes through its own send(verb, route, payload).
class AddressToAlias {
  constructor(key, zone) {
    this.key = key;
    this.zone = zone;
  }

  async send(verb, route, payload) {
    const res = await fetch(`${BASE}${route}`, {
      method: verb,
      headers: { Authorization: `Bearer ${this.key}` },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return await res.json();
  }

  // The query is built by URLSearchParams and keeps A records only.
  async aliasOf(host) {
    const query = new URLSearchParams({ type: 'A', name: host });
    const reply = await this.send('GET', `/zones/${this.zone}/dns_records?${query}`);
    return reply.result[0] ?? null;
  }

  async retarget(entryId, host, target) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.send('PUT', `/zones/${this.zone}/dns_records/${entryId}`, { type: 'CNAME', name: host, content: target });
  }

  // The one caller: the id is the looked-up A record's, sent back as a CNAME: its type changes.
  async keep(host, target) {
    const current = await this.aliasOf(host);
    if (current && current.content !== target) await this.retarget(current.id, host, target);
  }
}

const keeper = new AddressToAlias(process.env.CF_KEY, process.env.CF_ZONE);
keeper.keep('www.example.com', 'origin.example.net');
