import { cfRequest } from '../lib/cf';

// harden() writes its settings through the shared client; the zone id is all its callers give.
export async function harden(zoneId: string): Promise<void> {
  await cfRequest(`/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await cfRequest(`/zones/${zoneId}/settings/min_tls_version`, { method: 'PATCH', body: JSON.stringify({ value: '1.2' }) });
}

// setUp() hardens the zone and says so: none of it is a brotli request.
export async function setUp(zoneId: string, notify: (text: string) => Promise<void>): Promise<void> {
  await harden(zoneId);
  await notify(`zone ${zoneId} hardened`);
}
