const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` };

export function edit(zone: string, id: string, body: object) {
	return fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', headers, body: JSON.stringify(body) });
}

export function create(zone: string, body: object) {
	return fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(body) });
}
