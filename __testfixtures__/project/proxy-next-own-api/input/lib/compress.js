// Served by the app's pages/api beside the rewrites: which answers is Next.js's business, not ours.
export async function compress(zone) {
  await fetch(`/cloudflare/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
