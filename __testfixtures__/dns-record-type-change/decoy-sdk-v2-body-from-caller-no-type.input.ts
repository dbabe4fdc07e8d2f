import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

// Every caller passes a body without a type: the record keeps its own.
async function repoint(zone: string, host: string, fields: { content: string; ttl?: number; proxied?: boolean }): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const found = page.result.find((r: { name: string }) => r.name === host);
  await cf.dnsRecords.edit(zone, found.id, fields);
}

export async function fromFlags(flags: { zone: string; host: string; value: string }): Promise<void> {
  await repoint(flags.zone, flags.host, { content: flags.value, ttl: 120 });
  await repoint(flags.zone, `www.${flags.host}`, { content: flags.value, proxied: true });
}
