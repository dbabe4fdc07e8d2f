// The helper keeps an audit trail of every setting it changes, then sends the change: the call for
// 'privacy_pass' is the setting's request, but deleting it would also drop the audit entry.
const ZONES_API = 'https://api.cloudflare.com/client/v4/zones';
export const trail = [];

async function changeSetting(settingKey, zone, value) {
  trail.push({ settingKey, zone, at: Date.now() });
  return fetch(`${ZONES_API}/${zone}/settings/${settingKey}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function tidy(zone) {
  await changeSetting('privacy_pass', zone, 'off');
  await changeSetting('ipv6', zone, 'on');
}
