// The module is the class: each importer names it as it likes, one of them with another host's client.
class Entry {
	constructor(http) {
		this.http = http;
	}

	async minify(zone) {
		// cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
		return this.http.get(`zones/${zone}/settings/minify`).json();
	}
}

module.exports = Entry;
