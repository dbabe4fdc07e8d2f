// The app's own /gw route (served in production by its own backend, not the test gateway).
export async function compress(zone: string): Promise<void> {
  await fetch(`/gw/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
