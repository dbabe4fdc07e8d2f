// The same helper shape, asked to read or drop a record: the verb after the path says no record is rewritten.
async function callDns(path, verb, payload) {
  const reply = await globalThis.dnsSender(path, { method: verb, body: payload && JSON.stringify(payload) });
  return reply.json();
}

export async function readEntry(zone, entry, kind) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'GET', { type: kind });
}

export async function dropEntry(zone, entry, kind) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'Delete', { type: kind });
}
