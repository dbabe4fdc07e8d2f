import Cloudflare from 'cloudflare';

type ClientSource = () => Cloudflare | undefined;

interface JobDeps {
  getClient(): Cloudflare;
  zoneId: string;
}

// The client is built lazily by the host app; jobs receive a way to reach it.
export async function listLimits(getClient: () => Cloudflare, zoneId: string) {
  const page = await getClient().rateLimits.list({ zone_id: zoneId });
  return page.result;
}

export async function dropLimit(getClient: ClientSource, zoneId: string, id: string) {
  await getClient()!.rateLimits.delete(id, { zone_id: zoneId });
}

export async function addLimit(getClient: () => Cloudflare, zoneId: string, threshold: number) {
  return (getClient() as any).rateLimits.create({
    zone_id: zoneId,
    match: { request: { url: 'shop.example.com/login' } },
    threshold,
    period: 60,
    action: { mode: 'block' },
  });
}

export async function nightly(deps: JobDeps) {
  for await (const limit of deps.getClient().rateLimits.list({ zone_id: deps.zoneId })) {
    console.log(limit.id);
  }
}

export async function viaDestructured({ getClient, zoneId }: JobDeps) {
  const client = getClient();
  return client.rateLimits.get('rl-1', { zone_id: zoneId });
}
