// The URL chosen in branches between a staging CDN and the app's own settings route.
const EDGE = 'https://cdn-admin.example.net/api';

export async function enable(zoneId: string, staging: boolean) {
  let url = `/zones/${zoneId}/settings/brotli`;
  if (staging) url = `${EDGE}/zones/${zoneId}/settings/brotli`;
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
