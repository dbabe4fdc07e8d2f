export async function point(http, zoneId, entryId, value) {
  return http.patch(`zones/${zoneId}/dns_records/${entryId}`, { content: value, proxied: true });
}

export async function show(http, zoneId, entryId) {
  return http.get(`zones/${zoneId}/dns_records/${entryId}`, { params: { type: 'A' } });
}
