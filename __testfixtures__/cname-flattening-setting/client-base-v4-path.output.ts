import got from 'got';

// The bare host as prefix: each path carries "client/v4" itself.
const cf = got.extend({
  prefixUrl: 'https://api.cloudflare.com',
  headers: { authorization: `Bearer ${process.env.CF_TOKEN as string}` },
});

export async function flatteningOn(zone: string): Promise<void> {
  await cf.patch(`client/v4/zones/${zone}/dns_settings`, { json: { flatten_all_cnames: true } });
}
