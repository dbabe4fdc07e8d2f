// The page's request: through the panel's /api forward (or its own route): reported, left as written.
export async function compress(zone) {
  // cf-codemod(brotli-setting): PATCH /zones/:zone_id/settings/brotli is requested here through the project's own proxy (/api is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  await fetch('/api/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
