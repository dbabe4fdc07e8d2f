// Typed: the helper records each read in an audit list before it sends it, so the 'brotli' call is
// reported for a person to change, not deleted.
const ZONES_API = 'https://api.cloudflare.com/client/v4/zones';
export const trail: Array<{ settingKey: string; zone: string }> = [];

async function readSetting(settingKey: string, zone: string): Promise<Response> {
  trail.push({ settingKey, zone });
  return fetch(`${ZONES_API}/${zone}/settings/${settingKey}`);
}

export async function tidy(zone: string): Promise<void> {
  await readSetting('brotli', zone);
  await readSetting('ipv6', zone);
}
