// A factory of the same shape whose base is another service's.
const BASE = 'https://metrics.example.com/v2';

export function makeMetrics(token: string) {
	const call = (method: string, path: string, body?: unknown) => fetch(BASE + path, { method, headers: { 'X-Token': token }, body: body && JSON.stringify(body) });
	return {
		putSetting: (zone: string, id: string, value: unknown) => call('PATCH', `/zones/${zone}/settings/${id}`, { value }),
	};
}
