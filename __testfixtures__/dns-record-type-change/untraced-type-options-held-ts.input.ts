type Sender = (path: string, init: { method: string; body: string }) => Promise<unknown>;

// A helper handed the team's sender: the options are built first, then sent with the path.
export async function retarget(send: Sender, zone: string, entry: string, content: string) {
  const init = { method: 'PUT', body: JSON.stringify({ type: 'AAAA', content, ttl: 1 }) };
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}
