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
    uri: `${process.env.DNS_BASE ?? base}/zones/${zone}/dns_records/${entry}`,
    json: true,
    body: payload,
  });
}
