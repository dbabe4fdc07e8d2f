export async function enableBrotli(zoneId) {
  await fetch(`/cfapi/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function enableBrotliAny(zoneId) {
  await fetch(`/cfany/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
