export async function disableMirage(zone: string): Promise<void> {
  await fetch(`/upstream/zones/${zone}/settings/mirage`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
