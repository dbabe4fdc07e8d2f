// The launcher keeps its own bookmark shelf, shaped like the SDK's resource so tests can swap it in.
import Cloudflare from 'cloudflare';

export interface Shelf {
  zeroTrust: {
    access: {
      bookmarks: { create(id: string, params: { account_id: string; body: { name: string } }): Promise<{ id: string }> };
    };
  };
}

export async function zoneCount(token: string) {
  const client = new Cloudflare({ apiToken: token });
  const page = await client.zones.list();
  return page.result.length;
}

export const pin = (client: Shelf, name: string) =>
  client.zeroTrust.access.bookmarks.create(name.toLowerCase(), { account_id: 'local', body: { name } });

export async function pinAll(client: Shelf, names: string[]) {
  for (const name of names) await client.zeroTrust.access.bookmarks.create(name, { account_id: 'local', body: { name } });
}
