import axios from 'axios';

// A static-site host with its own per-zone minify setting.
const HOST_API = 'https://api.sitehost.example/v2';

export async function applyDefaults(zoneIds: string[]): Promise<void> {
  for (const zoneId of zoneIds) {
    await axios.patch(`${HOST_API}/zones/${zoneId}/settings/minify`, { value: { css: 'on', html: 'on', js: 'on' } });
  }
  for (let zoneId of zoneIds) await fetch(`/api/zones/${zoneId}/settings/minify`, { method: 'PATCH', body: '{"value":"on"}' });
}
