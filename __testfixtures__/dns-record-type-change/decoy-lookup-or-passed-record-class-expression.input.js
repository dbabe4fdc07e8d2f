const API = 'https://api.cloudflare.com/client/v4';

// The update takes a record already found, or looks it up: each caller passes one found by the kind
// it also passes, and the lookup filters on that kind: the type sent is the record's own. The class is
// held by a top-level const: its method's calls are all known all the same.
const Pointer = class {
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
    const res = await fetch(`${API}/zones/${this.zone}/dns_records/${target.id}`, { method: 'PUT', body: JSON.stringify({ type: kind, name: host, content: address }) });
    return res.ok;
  }

  async sync(host, wanted) {
    for (const kind of Object.keys(wanted)) {
      const current = await this.lookup(host, kind);
      if (!current || current.content === wanted[kind]) continue;
      await this.move(host, wanted[kind], kind, current);
    }
  }
};
