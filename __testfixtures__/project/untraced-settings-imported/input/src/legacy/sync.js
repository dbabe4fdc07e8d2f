import axios from 'axios';
import { legacySettings } from './list.js';

// A client traced to the API host: its requests are the zone settings transforms' own.
const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

export async function syncLegacy(zoneId) {
  for (const s of legacySettings) {
    await api.patch(`/zones/${zoneId}/settings/${s.id}`, { value: s.value });
  }
}
