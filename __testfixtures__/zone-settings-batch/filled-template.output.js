const CF = 'https://api.cloudflare.com/client/v4';

// Each endpoint is a path template; the call fills its :names from the first argument.
function endpoint(method, template) {
	return function (params, payload) {
		let path = template;
		for (const name of Object.keys(params)) path = path.replace(':' + name, encodeURIComponent(params[name]));
		return fetch(CF + path, { method, body: payload ? JSON.stringify(payload) : undefined }).then((r) => r.json());
	};
}

module.exports = {
	zone: endpoint('GET', '/zones/:zoneId'),
	// cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
	allSettings: endpoint('GET', '/zones/:zoneId/settings'),
};
