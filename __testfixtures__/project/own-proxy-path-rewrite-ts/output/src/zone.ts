export async function enableBrotli(zoneId: string): Promise<void> {
  // cf-codemod(brotli-setting): PATCH /zones/:zone_id/settings/brotli is requested here through the project's own proxy (/cfapi is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  await fetch(`/cfapi/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function enableBrotliAny(zoneId: string): Promise<void> {
  await fetch(`/cfany/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
