// Constructed only through the module object its importer requires, with the API client.
class Records {
	constructor(http) {
		this.http = http;
	}

	async minify(zone) {
		return this.http.get(`zones/${zone}/settings/minify`).json();
	}
}

module.exports = { Records };
