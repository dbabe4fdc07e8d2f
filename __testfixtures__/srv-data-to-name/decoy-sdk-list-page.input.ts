import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

/** Load balancer pools are listed in pages too; their data is their own. */
export async function poolServices(accountId: string): Promise<string[]> {
  const { result } = await cf.loadBalancers.pools.list({ account_id: accountId });
  return result.map((p: any) => `${p.data.service}.${p.data.proto}.${p.data.name}`);
}
