import makeClient = require('cloudflare');
import registryClient = require('dns-registry-client');

interface Want {
  kind: string;
  host: string;
}

// The client is the caller's: every call passes one made by the cloudflare package.
export async function point(api: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await api.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await api.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

// Every call passes another package's client.
export async function mirror(api: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await api.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await api.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}

export async function run(): Promise<void> {
  const api = makeClient({ token: process.env.CF_TOKEN ?? '' });
  await point(api, process.env.ZONE ?? '', { kind: 'AAAA', host: 'h.example.org' }, '2001:db8::1');
  await mirror(registryClient({ key: process.env.KEY ?? '' }), 'z', { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
}
