const { rowToRecord } = require('./rows');

const CF = 'https://api.cloudflare.com/client/v4';

async function pushRow(zone, row, token) {
	const body = rowToRecord(row);
	const res = await fetch(`${CF}/zones/${zone}/dns_records`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify(body),
	});
	return res.json();
}

async function replaceRow(zone, id, row, token) {
	return fetch(`${CF}/zones/${zone}/dns_records/${id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(rowToRecord(row)) });
}

module.exports = { pushRow, replaceRow };
