// A stand-in on this machine while developing, Cloudflare's API once deployed: it may retype a record there.
let endpoint = 'http://localhost:9090';
if (globalThis.deployed) endpoint = 'https://api.cloudflare.com/client/v4';

export async function retag(zone, entry, kind) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${endpoint}/zones/${zone}/dns_records/${entry}`, { method: 'PUT', body: JSON.stringify({ type: kind }) });
}
