export async function point(http, zoneId, entryId, value) {
  return http.patch(`zones/${zoneId}/dns_records/${entryId}`, { content: value, proxied: true });
}

export async function show(http, zoneId, entryId) {
  return http.get(`zones/${zoneId}/dns_records/${entryId}`, { params: { type: 'A' } });
}

function forProxy(entry, proxied) {
  return { type: entry.type, name: entry.name, content: entry.content, proxied };
}

export async function proxyAll(http, zoneId, entries) {
  for (const entry of entries) await http.patch(`zones/${zoneId}/dns_records/${entry.id}`, forProxy(entry, true));
}
