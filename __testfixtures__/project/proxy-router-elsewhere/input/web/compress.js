// The page's request: through the panel's /api forward (or its own route): reported, left as written.
export async function compress(zone) {
  await fetch('/api/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
