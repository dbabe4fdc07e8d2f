// A read-only relay: it logs the method the page asked for, but always sends a GET of its own.
const CF = 'https://api.cloudflare.com/client/v4';

export default {
	async fetch(request) {
		const url = new URL(request.url);
		if (url.pathname.startsWith('/relay/')) {
			console.info(request.method, url.pathname, request.body === null ? 'no body' : 'body');
			return fetch(CF + url.pathname.replace(/^\/relay/, ''), { method: 'GET' });
		}
		return new Response(null, { status: 404 });
	},
};

export async function compressionOn(zone) {
	await fetch('/relay/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
