const CF = 'https://api.cloudflare.com/client/v4';
export const kept = new Map<string, unknown>();
export const audit: Array<{ settingName: string; zone: string }> = [];

// 'minify' is the app's own option now: stored here, never sent.
export function storeOption(settingName: string, zone: string, value: unknown): Promise<unknown> {
  if (settingName === 'minify') {
    kept.set(zone, value);
    return Promise.resolve({ ok: true });
  }
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// Every change is written to the audit list before it is sent.
export function auditedOption(settingName: string, zone: string, value: unknown): Promise<unknown> {
  audit.push({ settingName, zone });
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// 'minify' goes to a page rule instead of the setting.
export function routedOption(settingName: string, zone: string, value: unknown): Promise<unknown> {
  if (settingName === 'minify') return fetch(`${CF}/zones/${zone}/pagerules`, { method: 'POST', body: JSON.stringify({ value }) });
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// Only sends the setting: a call passing 'minify' is that setting's request.
export function plainOption(settingName: string, zone: string, value: unknown): Promise<unknown> {
  return fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}
