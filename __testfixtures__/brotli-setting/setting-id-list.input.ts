import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

const COMPRESSION = [
	'brotli',
	'early_hints',
];

export async function compressionOn(zoneId: string): Promise<void> {
	for (const id of COMPRESSION) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}

export async function compressionOff(zoneId: string): Promise<void> {
	await Promise.all(['brotli', 'http3'].map((id) => cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'off' })));
}
