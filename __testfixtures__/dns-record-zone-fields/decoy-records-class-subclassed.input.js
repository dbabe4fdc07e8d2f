const API = 'https://api.cloudflare.com/client/v4';

class Entry {
  constructor(owner, raw) {
    this.zone = raw.zone_id;
  }
}

class Pinned extends Entry {
  constructor(owner, zoneId) {
    super(owner, { zone_id: zoneId });
  }
}

async function entries(zoneId) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
  const { result } = await res.json();
  return result.map((r) => new Entry(null, r));
}

module.exports = { entries, Pinned };
