const API = 'https://api.cloudflare.com/client/v4';

class Entry {
	constructor(owner, raw) {
		this.owner = owner;
		this.id = raw.id;
		this.locked = raw.locked ?? false;
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
