import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// A list whose element is the value sent, not the setting id, and a list of ids the caller passes in.
export async function apply(zoneId: string, ids: string[]): Promise<void> {
	for (const value of ['brotli', 'on']) {
		await cf.patch(`/zones/${zoneId}/settings/ssl`, { value });
	}
	for (const id of ids) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'brotli' });
	}
}
