// A small API client in callback style: `api` answers through `reply` once the response is parsed.
const ENDPOINT = 'https://api.cloudflare.com/client/v4';

function api(path: string, key: string, reply: (problem: Error | null, body?: unknown) => void, method = 'GET', data?: unknown): void {
  fetch(`${ENDPOINT}${path}`, { method, headers: { 'X-Auth-Key': key }, body: data === undefined ? undefined : JSON.stringify(data) })
    .then((r) => r.json())
    .then((body) => reply(null, body), (problem) => reply(problem));
}

// Turning brotli on is a no-op now, but the caller waits for `ready`.
export function brotliOn(zone: string, key: string, ready: (problem: Error | null) => void): void {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: its callback would never run: delete the call and call ready() yourself)
  api(`/zones/${zone}/settings/brotli`, key, (problem) => ready(problem), 'PATCH', { value: 'on' });
}

// Promise style, awaited and unused: the request goes.
export async function brotliOnAsync(zone: string, key: string): Promise<void> {}
