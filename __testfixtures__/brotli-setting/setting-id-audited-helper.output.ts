// Typed: the helper records each read in an audit list before it sends it, so the 'brotli' call is
// reported for a person to change, not deleted.
const ZONES_API = 'https://api.cloudflare.com/client/v4/zones';
export const trail: Array<{ settingKey: string; zone: string }> = [];

async function readSetting(settingKey: string, zone: string): Promise<Response> {
  trail.push({ settingKey, zone });
  return fetch(`${ZONES_API}/${zone}/settings/${settingKey}`);
}

export async function tidy(zone: string): Promise<void> {
  // cf-codemod(brotli-setting): this call passes the removed setting 'brotli' (2024-08-15) to readSetting(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await readSetting('brotli', zone);
  await readSetting('ipv6', zone);
}
