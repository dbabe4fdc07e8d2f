// A factory of the same shape whose base is another service's.
const BASE = 'https://metrics.example.com/v2';

export function makeMetrics(token) {
	const call = (method, path, body) => fetch(BASE + path, { method, headers: { 'X-Token': token }, body: body && JSON.stringify(body) });
	return {
		putSetting: (zone, id, value) => call('PATCH', `/zones/${zone}/settings/${id}`, { value }),
	};
}
