export async function compress(zone) {
  await fetch('/cloudflare/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  return zone;
}

export async function compressBeta(zone) {
  await fetch('/cf-beta/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  return zone;
}
