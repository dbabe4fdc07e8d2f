// Callback helpers for zone settings; `put` calls `after` when Cloudflare has answered.
const API_ROOT = 'https://api.cloudflare.com/client/v4';

function put(zoneId: string, name: string, value: unknown, token: string, after: (e?: Error) => void): void {
  fetch(`${API_ROOT}/zones/${zoneId}/settings/${name}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) })
    .then(() => after(), (e) => after(e));
}

function patchSse(zoneId: string, token: string, after: (e?: Error) => void): void {
  const url = `${API_ROOT}/zones/${zoneId}/settings/server_side_exclude`;
  // cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: its result is used)
  fetch(url, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: '{"value":"on"}' }).then(() => after(), after);
}

// The caller's callback handed on to a helper that calls it.
export function sseOn(zoneId: string, token: string, after: (e?: Error) => void): void {
  call(zoneId, token, after);
}

function call(zoneId: string, token: string, after: (e?: Error) => void): void {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: its callback would never run: delete the call and call after() yourself)
  request(`${API_ROOT}/zones/${zoneId}/settings/server_side_exclude`, token, after);
}

function request(url: string, token: string, cb: (e?: Error) => void): void {
  fetch(url, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: '{"value":"on"}' }).then(() => cb(), cb);
}

// Awaited, nothing read, no callback: the request goes.
export async function sseOff(zoneId: string, token: string): Promise<void> {}

export { put, patchSse };
