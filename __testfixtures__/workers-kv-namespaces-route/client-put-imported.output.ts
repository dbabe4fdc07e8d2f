import axios from 'axios';
import seedDefaults from './seed-defaults.json';
import { motd } from './motd';

const ACCOUNT = process.env.CF_ACCOUNT as string;
const NAMESPACE = process.env.KV_NAMESPACE as string;
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });

// Only ever sent to the API: the payload is a module's data, not a route handler.
const DEFAULTS_KEY = `/accounts/${ACCOUNT}/storage/kv/namespaces/${NAMESPACE}/values/defaults`;

export async function writeDefaults(): Promise<void> {
	await cf.put(DEFAULTS_KEY, seedDefaults);
}

export async function writeMotd(): Promise<void> {
	await cf.put(`/accounts/${ACCOUNT}/storage/kv/namespaces/${NAMESPACE}/values/motd`, motd);
}
