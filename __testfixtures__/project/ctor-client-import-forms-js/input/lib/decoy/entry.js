// The module is the class: each importer names it as it likes, one of them with another host's client.
class Entry {
	constructor(http) {
		this.http = http;
	}

	async minify(zone) {
		return this.http.get(`zones/${zone}/settings/minify`).json();
	}
}

module.exports = Entry;
