// The /cf/ prefix goes to the company's own gateway, not to Cloudflare's API.
const GATEWAY = 'https://gateway.example.com/v1';

export default {
  async fetch(request) {
    const url = new URL(request.url);
    return fetch(GATEWAY + url.pathname.replace(/^\/cf/, ''), { method: request.method, body: request.body });
  },
};

export async function enableCompression(zoneId) {
	await fetch('/cf/zones/' + zoneId + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
	return true;
}
