const CF = 'https://api.cloudflare.com/client/v4';

// Each endpoint is a path template; the call fills its :names from the first argument.
function endpoint(method: string, template: string) {
	return function (params: Record<string, string>, payload?: unknown) {
		let path = template;
		for (const name of Object.keys(params)) path = path.replace(':' + name, encodeURIComponent(params[name]));
		return fetch(CF + path, { method, body: payload ? JSON.stringify(payload) : undefined }).then((r) => r.json());
	};
}

export default {
	zone: endpoint('GET', '/zones/:zoneId'),
	allSettings: endpoint('GET', '/zones/:zoneId/settings'),
};
