interface Entry { type: string; content: string; name?: string }
declare function dnsSender(path: string, init: { method: string; body: string }): Promise<{ json(): Promise<unknown> }>;

// The team's helper takes the path first, then the verb, then the record: each of these may retype it.
async function callDns(path: string, verb: string, payload: Partial<Entry>): Promise<unknown> {
  const reply = await dnsSender(path, { method: verb, body: JSON.stringify(payload) });
  return reply.json();
}

export async function replaceEntry(zone: string, entry: string, kind: string, address: string) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return callDns(`zones/${zone}/dns_records/${entry}`, 'PUT', { type: kind, name: 'api', content: address });
}

export async function editEntry(zone: string, entry: string, kind: string, address: string) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return callDns(`zones/${zone}/dns_records/${entry}`, 'Patch', { type: kind, content: address });
}
