import cloudflare from 'cloudflare';

interface Kept {
  id: string;
  zone_id: string;
  name: string;
  type: string;
  content: string;
}

const client = cloudflare({ token: process.env.CF_API_TOKEN });

// The A record the chain finds is kept here and handed out by `latest`: an importer may change it.
let kept: Kept | undefined;

export function repoint(address: string): Promise<unknown> {
  if (!kept) return Promise.resolve(false);
  return client.dnsRecords.edit(kept.zone_id, kept.id, { type: 'A', name: kept.name, content: address });
}

export const latest = (): Kept | undefined => kept;

client.dnsRecords
  .browse(process.env.ZONE_ID)
  .then((page: { result: Kept[] }) => page.result.find((r) => r.name === 'app.example.net' && r.type === 'A'))
  .then((match: Kept | undefined) => {
    kept = match;
    return repoint(process.argv[2] ?? '');
  });
