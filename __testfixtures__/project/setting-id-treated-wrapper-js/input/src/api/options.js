const CF = 'https://api.cloudflare.com/client/v4';
export const kept = new Map();
export const audit = [];

// 'minify' is the app's own option now: stored here, never sent.
export function storeOption(settingName, zone, value) {
  if (settingName === 'minify') {
    kept.set(zone, value);
    return Promise.resolve({ ok: true });
  }
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// Every change is written to the audit list before it is sent.
export function auditedOption(settingName, zone, value) {
  audit.push({ settingName, zone });
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// 'minify' goes to a page rule instead of the setting.
export function routedOption(settingName, zone, value) {
  if (settingName === 'minify') return fetch(`${CF}/zones/${zone}/pagerules`, { method: 'POST', body: JSON.stringify({ value }) });
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// Only sends the setting: a call passing 'minify' is that setting's request.
export function plainOption(settingName, zone, value) {
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}
