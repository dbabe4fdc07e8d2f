// A settings helper that does more with the id than send it: 'minify' is kept by the app itself
// (never sent), and every change is written to a log the app reads. A call passing 'minify'
// through either is not a request to delete: it stays. setOption turns 'minify' away before any
// request, so that call is not reported; logged's is.
const API_ROOT = 'https://api.cloudflare.com/client/v4';
export const ownOptions = new Map<string, unknown>();
export const history: unknown[][] = [];

function setOption(settingName: string, zone: string, value: unknown) {
  if (settingName === 'minify') {
    ownOptions.set(zone, value);
    return Promise.resolve({ ok: true });
  }
  return fetch(`${API_ROOT}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

function logged(settingName: string, zone: string, value: unknown) {
  history.push([zone, value]);
  return fetch(`${API_ROOT}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

export async function tidy(zone: string): Promise<void> {
  await setOption('minify', zone, { css: 'on', html: 'on', js: 'on' });
  // cf-codemod(minify-setting): this call passes the removed setting 'minify' (2024-08-05) to logged(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  await logged('minify', zone, { css: 'on', html: 'on', js: 'on' });
}
