// Real request options: the method and headers say so, and the body they carry changes only the content.
export async function retouch(http, zone, entry, content) {
  const init = { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) };
  return http.patch(`zones/${zone}/dns_records/${entry}`, init);
}

export async function resend(send, zone, entry, content) {
  const init = { method: 'PATCH', body: JSON.stringify({ content, ttl: 120 }) };
  return send(`zones/${zone}/dns_records/${entry}`, init);
}

// A service record whose `data` changes, its type left out.
export async function retarget(http, zone, entry, target) {
  const record = { name: '_imap._tcp', data: { priority: 5, weight: 1, port: 993, target } };
  return http.put(`zones/${zone}/dns_records/${entry}`, record);
}
