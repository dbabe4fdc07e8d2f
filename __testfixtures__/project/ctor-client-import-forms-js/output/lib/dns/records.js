// Constructed only through the module object its importer requires, with the API client.
class Records {
	constructor(http) {
		this.http = http;
	}

	async minify(zone) {
		// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its result is used)
		return this.http.get(`zones/${zone}/settings/minify`).json();
	}
}

module.exports = { Records };
