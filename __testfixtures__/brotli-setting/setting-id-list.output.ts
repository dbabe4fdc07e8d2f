import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

const COMPRESSION = [
	'early_hints',
];

export async function compressionOn(zoneId: string): Promise<void> {
	for (const id of COMPRESSION) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}

export async function compressionOff(zoneId: string): Promise<void> {
	// cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
	await Promise.all(['brotli', 'http3'].map((id) => cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'off' })));
}
