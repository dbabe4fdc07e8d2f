type Sender = (path: string, init: { method: string; body: string }) => Promise<unknown>;

// A helper handed the team's sender: the options are built first, then sent with the path.
export async function retarget(send: Sender, zone: string, entry: string, content: string) {
  const init = { method: 'PUT', body: JSON.stringify({ type: 'AAAA', content, ttl: 1 }) };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return send(`/zones/${zone}/dns_records/${entry}`, init);
}
