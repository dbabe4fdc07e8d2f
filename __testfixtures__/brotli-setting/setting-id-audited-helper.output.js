// The helper keeps an audit trail of every setting it reads, then sends the read: the call for
// 'brotli' is the setting's request, but deleting it would also drop the audit entry.
const ZONES_API = 'https://api.cloudflare.com/client/v4/zones';
export const trail = [];

async function readSetting(settingKey, zone) {
  trail.push({ settingKey, zone, at: Date.now() });
  return fetch(`${ZONES_API}/${zone}/settings/${settingKey}`);
}

export async function tidy(zone) {
  // cf-codemod(brotli-setting): this call passes the removed setting 'brotli' (2024-08-15) to readSetting(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await readSetting('brotli', zone);
  await readSetting('ipv6', zone);
}
