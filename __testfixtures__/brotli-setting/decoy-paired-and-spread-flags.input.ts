import axios from 'axios';

// Flags named like the settings, on another host: the lists and their pairing are not Cloudflare's.
const flags = axios.create({ baseURL: 'https://flags.example.com/v1' });

const IDS = ['brotli', 'early_hints'];
const VALUES = [true, false];

export async function pairedFlags(zoneId: string): Promise<void> {
	for (const [i, id] of IDS.entries()) {
		await flags.patch(`/zones/${zoneId}/settings/${id}`, { value: VALUES[i] });
	}
}

const SHARED = ['http3', 'brotli'];
const ON_IDS: string[] = [...SHARED, 'early_hints'];

export async function allOn(zoneId: string): Promise<void> {
	for (const id of ON_IDS.concat(['zstd'])) {
		await flags.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}
