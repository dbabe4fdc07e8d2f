import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

interface Wish {
  name: string;
  type: 'A' | 'AAAA';
  content: string;
}

// Only the wish's fields are handed on: nothing can change which type it asks for.
export async function reconcile(zoneId: string, wish: Wish): Promise<void> {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: wish.type, name: wish.name } as any);
  const current = page.result.find((r: { name: string }) => r.name === wish.name);
  if (!current) return;
  console.log('updating', wish.type, wish.name);
  await cf.dns.records.update(current.id, { zone_id: zoneId, type: wish.type, name: wish.name, content: wish.content } as any);
}
