const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Tab-indented, CRLF line ends and a BOM: the filters given as params and as pairs are renamed in place.
async function hosts(zoneId) {
	const params = new URLSearchParams([['name.endswith', '.example.com'], ['per_page', '50']]);
	params.set('content.startswith', '192.0.2.');
	const { data } = await cf.get(`/zones/${zoneId}/dns_records`, {
		params,
	});
	return data.result;
}

module.exports = { hosts };
