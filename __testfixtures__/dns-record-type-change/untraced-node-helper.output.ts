interface Helpers {
  requestWithAuthentication(this: unknown, credential: string, options: Record<string, unknown>): Promise<unknown>;
}

interface Node {
  helpers: Helpers;
  getNodeParameter(name: string, index: number): unknown;
}

const base = 'https://api.cloudflare.com/client/v4';

export async function runItem(this: Node, index: number, zone: string) {
  const entry = this.getNodeParameter('entryId', index) as string;
  const payload = {
    type: this.getNodeParameter('kind', index),
    name: this.getNodeParameter('host', index),
    content: this.getNodeParameter('target', index),
  };
  return this.helpers.requestWithAuthentication.call(this, 'dnsApi', {
    method: 'PUT',
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    uri: `${process.env.DNS_BASE ?? base}/zones/${zone}/dns_records/${entry}`,
    json: true,
    body: payload,
  });
}
