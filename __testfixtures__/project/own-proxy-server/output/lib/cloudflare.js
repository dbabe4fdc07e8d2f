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
	// cf-codemod(zone-settings-batch): GET /zones/:zone_id/settings is requested here through the project's own proxy (/api is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then GET and PATCH /zones/:zone_id/settings/:setting_id, one request per setting
	settings: makeCall('GET', '/zones/:zoneId/settings'),
	settingChange: makeCall('PATCH', '/zones/:zoneId/settings/:setting'),
};
