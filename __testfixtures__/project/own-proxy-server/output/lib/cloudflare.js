var reqwest = require('reqwest');

// Each call fills the :names of its path from the first argument, then asks the panel's server.
function makeCall(method, path) {
	return function (pathParams, options) {
		var localPath = path;
		if (typeof pathParams !== 'object') pathParams = { zoneId: pathParams };
		for (var key in pathParams) {
			localPath = localPath.replace(':' + key, pathParams[key]);
		}
		return reqwest({ url: '/api' + localPath, method: method, data: JSON.stringify(options || {}), contentType: 'application/json' });
	};
}

module.exports = {
	zones: makeCall('GET', '/zones'),
	records: makeCall('GET', '/zones/:zoneId/dns_records'),
	// cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
	settings: makeCall('GET', '/zones/:zoneId/settings'),
	settingChange: makeCall('PATCH', '/zones/:zoneId/settings/:setting'),
};
