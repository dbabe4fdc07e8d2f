import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const settings = [
  { id: 'privacy_pass', value: 'on' },
  { id: 'security_level', value: 'medium' },
] as const;

export async function apply(zoneId: string) {
  await cf.zones.settings.privacyPass.edit({ zone_id: zoneId, value: 'on' });
  settings.forEach((setting) => {
    void cf.zones.settings.edit(setting.id, { zone_id: zoneId, value: setting.value });
  });
}
