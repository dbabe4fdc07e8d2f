// A service record keeps its target in `data`; the record is built first, then sent whole.
export async function moveService(http, zone, entry, kind, target) {
  const record = { type: kind, name: '_imap._tcp', data: { priority: 5, weight: 1, port: 993, target } };
  return http.put(`zones/${zone}/dns_records/${entry}`, record);
}

// An authority record whose own field is named `body`.
export async function setAuthority(http, zone, entry, kind) {
  const change = { type: kind, name: 'mail.example.net', body: 'letsencrypt.org' };
  return http.patch(`zones/${zone}/dns_records/${entry}`, change);
}

// The same record written at the call.
export async function moveLiteral(http, zone, entry, kind) {
  return http.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: '_imap._tcp', data: { port: 993 } });
}
