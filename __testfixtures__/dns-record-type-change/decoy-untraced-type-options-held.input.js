// The options are built first: they read the record, or change only its content.
export async function peek(send, zone, entry) {
  const init = { method: 'GET' };
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}

export async function retouch(send, zone, entry, content) {
  const init = { method: 'PATCH', body: JSON.stringify({ content, ttl: 60 }) };
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}
