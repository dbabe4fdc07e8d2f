const API = 'https://api.cloudflare.com/client/v4';

class Entry {
  constructor(owner, raw) {
    this.owner = owner;
    this.name = raw.name;
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    this.zone = raw.zone_id;
  }
}

class Directory {
  async entries(zoneId) {
    const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
    const { result } = await res.json();
    return result.map((r) => new Entry(this, r));
  }
}

module.exports = { Directory };
