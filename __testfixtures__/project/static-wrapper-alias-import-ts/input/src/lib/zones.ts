import Http from './http';

export default class ZoneSettings extends Http {
	static change(zone: string, id: string, value: unknown): Promise<unknown> {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}
}
