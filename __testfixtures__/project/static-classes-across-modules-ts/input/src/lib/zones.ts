import Http from './http';

export default class ZoneApi extends Http {
	static setting(zone: string, id: string, value: unknown): Promise<unknown> {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}

	static readSetting(zone: string, id: string): Promise<unknown> {
		return ZoneApi.send(`/zones/${zone}/settings/${id}`);
	}
}
