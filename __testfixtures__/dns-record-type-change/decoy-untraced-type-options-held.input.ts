type Sender = (path: string, init: { method: string; body?: string }) => Promise<unknown>;

// The options are built first: they read the record, or change only its content.
export async function peek(send: Sender, zone: string, entry: string) {
  const init = { method: 'GET' };
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}

export async function retouch(send: Sender, zone: string, entry: string, content: string) {
  const init = { method: 'PATCH', body: JSON.stringify({ content, ttl: 60 }) };
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}
