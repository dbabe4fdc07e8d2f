import assert from 'node:assert';
import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';
type Logger = { info(m: string): void; warn(m: string): void };

// Brotli on for a zone: the request goes, what only prints or checks the URL stays.
export async function brotliOn(zone: string, logger: Logger): Promise<string> {
	const url = `${API}/zones/${zone}/settings/brotli`;
	console.log(url);
	logger.info(url);
	debug(url);
	assert.equal(url, `${API}/zones/${zone}/settings/brotli`);
	await fetch(String(url), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
	return url;
}

export async function brotliOnAxios(zone: string, logger: Logger): Promise<void> {
	const u = `${API}/zones/${zone}/settings/brotli`;
	logger.warn(u);
	await axios.patch(u, { value: 'on' });
}

export function brotliUrl(zone: string): string {
	const url = `${API}/zones/${zone}/settings/brotli`;
	if (!zone) throw new Error(url);
	return encodeURIComponent(JSON.stringify({ url }));
}

declare function debug(m: string): void;
