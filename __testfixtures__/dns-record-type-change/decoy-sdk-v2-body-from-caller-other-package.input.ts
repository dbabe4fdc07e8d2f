import registryClient = require('dns-registry-client');

const registry = registryClient({ key: process.env.KEY ?? '' });

// Another package's client with a dnsRecords.edit of its own: not Cloudflare's.
async function retarget(zone: string, host: string, fields: { type: string; name: string; content: string }): Promise<void> {
  const page = await registry.dnsRecords.browse(zone);
  const found = page.result.find((r: { name: string }) => r.name === host);
  await registry.dnsRecords.edit(zone, found.id, fields);
}

export async function fromFlags(flags: { zone: string; host: string; kind: string; value: string }): Promise<void> {
  await retarget(flags.zone, flags.host, { type: flags.kind, name: flags.host, content: flags.value });
}
