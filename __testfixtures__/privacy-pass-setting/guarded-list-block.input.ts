import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Settings this job keeps in sync; each one is sent only when it is in the list.
const SYNCED: string[] = ['privacy_pass', 'ssl', 'server_side_exclude'];

export async function apply(zone: string, setting: string, value: unknown): Promise<boolean> {
	if (SYNCED.includes(setting)) {
		await cf.patch(`/zones/${zone}/settings/${setting}`, { value });
		return true;
	}
	return false;
}

// What the guard turns away goes to another branch here: the entry stays, reported.
const TRACKED = ['privacy_pass', 'brotli'];

export async function applyOrQueue(zone: string, setting: string, value: unknown, queue: string[]): Promise<void> {
	if (TRACKED.indexOf(setting) >= 0) {
		await cf.patch(`/zones/${zone}/settings/${setting}`, { value });
	} else {
		queue.push(setting);
	}
}
