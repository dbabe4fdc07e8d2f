import Http from './http.js';

export default class ZoneSettings extends Http {
	static change(zone, id, value) {
		return this.send(`/zones/${zone}/settings/${id}`, 'PATCH', { value });
	}
}
