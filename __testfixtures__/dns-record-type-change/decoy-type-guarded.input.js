const axios = require('axios');

const api = axios.create({
	baseURL: 'https://api.cloudflare.com/client/v4',
	headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// Records of any other type are skipped; a literal type on either side of the test.
async function setAll(zoneId, name, ip) {
	const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name } });
	for (const record of data.result) {
		if (!record || 'A' !== record.type) continue;
		await api.put(`/zones/${zoneId}/dns_records/${record.id}`, { type: 'A', name, content: ip });
	}
}

// A return instead of a throw, with the id held first.
async function setOne(zoneId, name, kind, content) {
	const { data } = await api.get(`/zones/${zoneId}/dns_records`, { params: { name } });
	const current = data.result[0];
	if (!current || current.type != kind) return false;
	const id = current.id;
	await api.patch(`/zones/${zoneId}/dns_records/${id}`, { type: kind, content });
	return true;
}

module.exports = { setAll, setOne };
