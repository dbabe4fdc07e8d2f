import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

// The caller passes the record's id and that record's own type.
async function update(zone: string, id: string, fields: { type: string; name: string; content: string }): Promise<void> {
  await cf.dnsRecords.edit(zone, id, fields);
}

export async function refresh(zone: string, host: string, address: string): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const rec = page.result.find((r: { name: string }) => r.name === host);
  if (rec) await update(zone, rec.id, { type: rec.type, name: rec.name, content: address });
}
