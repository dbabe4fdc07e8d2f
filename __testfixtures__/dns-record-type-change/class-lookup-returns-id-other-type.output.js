const API = 'https://api.cloudflare.com/client/v4';

// Keeps one host's A record pointed at the current address.
class HostKeeper {
  constructor(token, zone) {
    this.token = token;
    this.zone = zone;
  }

  // The id of the host's CNAME record, or null when it has none.
  async recordIdFor(host) {
    const res = await fetch(`${API}/zones/${this.zone}/dns_records?type=CNAME&name=${host}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    const body = await res.json();
    return body.result[0] ? body.result[0].id : null;
  }

  // Writes an A record to the id of a CNAME record: the type changes.
  async pointAt(entry, host, address) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${API}/zones/${this.zone}/dns_records/${entry}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ type: 'A', name: host, content: address, ttl: 300 }),
    });
  }

  async sync(host, address) {
    const entry = await this.recordIdFor(host);
    if (entry) await this.pointAt(entry, host, address);
  }
}

const keeper = new HostKeeper(process.env.CF_TOKEN, process.env.CF_ZONE);
keeper.sync(process.argv[2], process.argv[3]);
