// Records moved through an HTTP library's client, whatever the name holding it says.
const got = require('got');

const wire = got.extend({ headers: { 'X-Team': 'dns' } });

interface Link {
  post(path: string, body: unknown): Promise<unknown>;
}

export async function moveEntry(zone: string, entry: string, kind: string, address: string) {
  return wire.put(`zones/${zone}/dns_records/${entry}`, { json: { type: kind, content: address } });
}

export async function renameEntry(link, zone: string, entry: string, kind: string) {
  await link.post('audit', { entry });
  return link.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: 'api' });
}
