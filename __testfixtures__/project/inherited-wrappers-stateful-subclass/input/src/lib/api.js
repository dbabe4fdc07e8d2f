// The settings clients: each sends to the host its `base` names.
export const CF_API = 'https://api.cloudflare.com/client/v4';

export class SettingsApi {
	base = CF_API;

	request(path, init) {
		return fetch(this.base + path, init);
	}

	async setMinify(zoneId, value) {
		await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
		return zoneId;
	}
}

export class ZoneApi {
	base = CF_API;

	request(path, init) {
		return fetch(this.base + path, init);
	}

	async setMinify(zoneId, value) {
		await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
		return zoneId;
	}
}

export class StaticApi {
	static base = CF_API;

	static request(path, init) {
		return fetch(this.base + path, init);
	}
}
