import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const MOBILE_PARAMS = { mirage: true, polish: 'lossy' as const };

export async function mobileImages(zoneId: string, rulesetId: string): Promise<void> {
  await client.zones.settings.edit('mirage', { zone_id: zoneId, value: 'off' });
  await client.pageRules.create({
    zone_id: zoneId,
    targets: [{ target: 'url', constraint: { operator: 'matches', value: '*example.com/photos/*' } }],
    actions: [{ id: 'mirage', value: 'on' }, { id: 'browser_cache_ttl', value: 14400 }],
  });
  await client.rulesets.rules.create(rulesetId, {
    zone_id: zoneId,
    expression: 'http.request.uri.path wildcard "/photos/*"',
    action: 'set_config',
    action_parameters: MOBILE_PARAMS,
  });
}

export async function currentPolish(zoneId: string): Promise<unknown> {
  const setting = await client.zones.settings.get('polish', { zone_id: zoneId });
  return setting?.value;
}
