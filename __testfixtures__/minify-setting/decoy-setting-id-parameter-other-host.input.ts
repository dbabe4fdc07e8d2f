// The same helper for a mirror on another host: nothing it sends is Cloudflare's.
const MIRROR = 'https://cf-mirror.example.com/client/v4';

function putZoneOption(optionId: string, zoneId: string, value: unknown) {
  return fetch(`${MIRROR}/zones/${zoneId}/settings/${optionId}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function relax(zoneId: string) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
}
