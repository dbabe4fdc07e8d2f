// The settings clients: each sends to the host its `base` names.
export const CF_API = 'https://api.cloudflare.com/client/v4';

export class SettingsApi {
	base: string = CF_API;

	request(path: string, init?: RequestInit): Promise<Response> {
		return fetch(this.base + path, init);
	}

	async setMinify(zoneId: string, value: Record<string, string>): Promise<string> {
		await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
		return zoneId;
	}
}

export class ZoneApi {
	base: string = CF_API;

	request(path: string, init?: RequestInit): Promise<Response> {
		return fetch(this.base + path, init);
	}

	async setMinify(zoneId: string, value: Record<string, string>): Promise<string> {
		await this.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value }) });
		return zoneId;
	}
}

export class StaticApi {
	static base: string = CF_API;

	static request(path: string, init?: RequestInit): Promise<Response> {
		return fetch(this.base + path, init);
	}
}
