const CF = 'https://api.cloudflare.com/client/v4';

async function isOpen(zone, recordId, token) {
	const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
	const { result } = await res.json();
	const open = (r = result) => r.locked === false;
	return open();
}

module.exports = { isOpen };
