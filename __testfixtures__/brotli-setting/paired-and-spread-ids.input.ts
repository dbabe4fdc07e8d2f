import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

const IDS = ['brotli', 'early_hints'];
const VALUES = ['on', 'on'];

// The value goes with the id by position: dropping brotli would hand early_hints the wrong value.
export async function pairedEntries(zoneId: string): Promise<void> {
	for (const [i, id] of IDS.entries()) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: VALUES[i] });
	}
}

const LAST_IDS = ['early_hints', 'brotli'];
const LAST_VALUES = ['on', 'off'];

// brotli is sent 'off' through its position in LAST_VALUES.
export function lastOff(zoneId: string): void {
	LAST_IDS.forEach((id, i) => {
		void cf.patch(`/zones/${zoneId}/settings/${id}`, { value: LAST_VALUES[i] });
	});
}

const SHARED = ['http3', 'brotli'];
const ON_IDS: string[] = [...SHARED, 'early_hints'];

// brotli 'on' in a list spread into the one sent: it goes from SHARED.
export async function allOn(zoneId: string): Promise<void> {
	for (const id of ON_IDS) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}

const STEPS = ['early_hints', 'brotli', 'http3'];

// entries() whose index is logged: brotli's position is printed, so it stays and is reported.
export async function logged(zoneId: string): Promise<void> {
	for (const [n, id] of STEPS.entries()) {
		console.log(`step ${n}: ${id}`);
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}

const QUIET = ['early_hints', 'brotli', 'http3'];

// entries() whose index is not read: brotli 'on' goes from the list.
export async function quiet(zoneId: string): Promise<void> {
	for (const [, id] of QUIET.entries()) {
		await cf.patch(`/zones/${zoneId}/settings/${id}`, { value: 'on' });
	}
}
