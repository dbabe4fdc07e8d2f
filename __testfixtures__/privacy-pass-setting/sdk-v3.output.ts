import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const settings = [
  { id: 'security_level', value: 'medium' },
] as const;

export async function apply(zoneId: string) {
  settings.forEach((setting) => {
    void cf.zones.settings.edit(setting.id, { zone_id: zoneId, value: setting.value });
  });
}
