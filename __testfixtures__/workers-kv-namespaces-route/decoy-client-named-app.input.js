import ky from 'ky';
import { defaults } from './defaults';

// The app's client of its own backend: named like a server, it sends requests to another host.
const app = ky.create({ prefixUrl: 'https://kv-backend.internal.example' });
const KV_KEYS = '/workers/namespaces/sessions/keys';

export async function backendKeys() {
  return app.get(KV_KEYS.slice(1), defaults).json();
}
