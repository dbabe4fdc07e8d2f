import Http from './http.js';

export default class ZoneApi extends Http {
	static setting(zone, id, value) {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}

	static readSetting(zone, id) {
		return ZoneApi.send(`/zones/${zone}/settings/${id}`);
	}
}
