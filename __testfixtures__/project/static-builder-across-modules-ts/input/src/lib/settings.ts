import Api from './api';

export default class Settings extends Api {
	static async get(zone: string, name: string): Promise<unknown> {
		return Settings.request(Settings.endpoint(`zones/${zone}/settings/${name}`));
	}

	static async set(zone: string, name: string, value: unknown): Promise<unknown> {
		return this.request(this.endpoint(`zones/${zone}/settings/${name}`), 'PATCH', { value });
	}
}
