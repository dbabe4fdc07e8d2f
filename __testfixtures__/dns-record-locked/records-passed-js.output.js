const API = 'https://api.cloudflare.com/client/v4';

function canEdit(rec) {
	return (rec.locked ?? false) === false;
}

async function editable(zoneId, token) {
	const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
	const body = await res.json();
	const out = [];
	for (const rec of body.result) if (canEdit(rec)) out.push(rec.id);
	return out;
}

module.exports = { editable };
