// Two instances in one file: the code points the status instance somewhere else and merges
// a timeout into the Cloudflare instance's defaults. Neither write moves the Cloudflare base,
// and the Cloudflare instance is exported, so its Mirage call is still deleted.
import axios from 'axios';

export const edge = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
export const status = axios.create({ baseURL: 'http://127.0.0.1:7070' });
if (process.env.STATUS_HOST) status.defaults.baseURL = process.env.STATUS_HOST;
Object.assign(edge.defaults, { timeout: 5000, headers: { 'X-Trace': 'on' } });

export async function calm(zone: string): Promise<void> {}
