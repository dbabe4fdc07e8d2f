import Api from './api.js';

export default class Settings extends Api {
	static async get(zone, name) {
		return Settings.request(Settings.endpoint(`zones/${zone}/settings/${name}`));
	}

	static async set(zone, name, value) {
		return this.request(this.endpoint(`zones/${zone}/settings/${name}`), 'PATCH', { value });
	}
}
