export async function compress(zone) {
  // cf-codemod(brotli-setting): PATCH /zones/:zone_id/settings/brotli is requested here through the project's own proxy (/cloudflare/ is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  await fetch('/cloudflare/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  return zone;
}

export async function compressBeta(zone) {
  await fetch('/cf-beta/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  return zone;
}
