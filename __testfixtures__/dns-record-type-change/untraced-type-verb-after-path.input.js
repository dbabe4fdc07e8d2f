// The team's helper takes the path first, then the verb, then the record: each of these may retype it.
async function callDns(path, verb, payload) {
  const reply = await globalThis.dnsSender(path, { method: verb, body: JSON.stringify(payload) });
  return reply.json();
}

export async function replaceEntry(zone, entry, kind, address) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'PUT', { type: kind, name: 'api', content: address });
}

export async function editEntry(zone, entry, kind, address) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'patch', { type: kind, content: address });
}

export async function swapEntry(zone, entry, kind, address) {
  return callDns(`zones/${zone}/dns_records/${entry}`, 'Put', { type: kind, content: address });
}
