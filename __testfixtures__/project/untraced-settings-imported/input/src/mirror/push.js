import { backupClient } from './backup-client.js';
import { mirrored } from './list.js';

// Sent to the backup service (another host), not to the API.
export async function pushMirror(zoneId, values) {
  for (const m of mirrored) {
    await backupClient.put(`zones/${zoneId}/settings/${m.id}`, { value: values[m.id] });
  }
}
