interface Entry { type: string; content: string; name?: string }
declare function dnsSender(path: string, init: { method: string; body: string }): Promise<{ json(): Promise<unknown> }>;

// The team's helper takes the path first, then the verb, then the record: each of these may retype it.
async function callDns(path: string, verb: string, payload: Partial<Entry>): Promise<unknown> {
  const reply = await dnsSender(path, { method: verb, body: JSON.stringify(payload) });
  return reply.json();
}

export async function replaceEntry(zone: string, entry: string, kind: string, address: string) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'PUT', { type: kind, name: 'api', content: address });
}

export async function editEntry(zone: string, entry: string, kind: string, address: string) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'Patch', { type: kind, content: address });
}
