// The helper keeps an audit trail of every setting it changes, then sends the change: the call for
// 'server_side_exclude' is the setting's request, but deleting it would also drop the audit entry.
const ZONES_API = 'https://api.cloudflare.com/client/v4/zones';
export const trail = [];

async function changeSetting(settingKey, zone, value) {
  trail.push({ settingKey, zone, at: Date.now() });
  return fetch(`${ZONES_API}/${zone}/settings/${settingKey}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function tidy(zone) {
  // cf-codemod(server-side-exclude-setting): this call passes the removed setting 'server_side_exclude' (2024-06-14) to changeSetting(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await changeSetting('server_side_exclude', zone, 'off');
  await changeSetting('ipv6', zone, 'on');
}
