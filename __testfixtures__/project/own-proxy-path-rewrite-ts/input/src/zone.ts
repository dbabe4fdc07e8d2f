export async function enableBrotli(zoneId: string): Promise<void> {
  await fetch(`/cfapi/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function enableBrotliAny(zoneId: string): Promise<void> {
  await fetch(`/cfany/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
