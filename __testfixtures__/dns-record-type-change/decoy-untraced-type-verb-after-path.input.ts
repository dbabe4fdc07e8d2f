declare function dnsSender(path: string, init: { method: string; body?: string }): Promise<{ json(): Promise<unknown> }>;

// The same helper shape, asked to read or drop a record: the verb after the path says no record is rewritten.
async function callDns(path: string, verb: string, payload?: { type: string }): Promise<unknown> {
  const reply = await dnsSender(path, { method: verb, body: payload && JSON.stringify(payload) });
  return reply.json();
}

export async function readEntry(zone: string, entry: string, kind: string) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'get', { type: kind });
}

export async function dropEntry(zone: string, entry: string, kind: string) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'DELETE', { type: kind });
}
