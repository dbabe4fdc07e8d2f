const API = 'https://api.cloudflare.com/client/v4';

// Turns brotli on in every zone, then minify in the main one.
export async function tune(zoneIds, mainZone, token) {
  const paths = zoneIds.map((id) => `/zones/${id}/settings/brotli`);
  paths.push(`/zones/${mainZone}/settings/minify`);
  for (const p of paths) {
    await fetch(API + p, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}
