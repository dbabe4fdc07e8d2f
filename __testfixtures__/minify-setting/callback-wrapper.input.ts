// Zone tuning through a callback-style helper: `send` reports back through `cb` once the API answers.
const CF_BASE = 'https://api.cloudflare.com/client/v4';

type Reply = (failure?: Error, data?: unknown) => void;

function send(route: string, token: string, cb: Reply, verb = 'GET', payload?: string): void {
  fetch(CF_BASE + route, { method: verb, headers: { Authorization: `Bearer ${token}` }, body: payload })
    .then((res) => res.json())
    .then((json) => cb(undefined, json.result), (failure) => cb(failure));
}

// The caller resumes in the callback: deleting the request would leave `finish` uncalled.
export function disableMinify(zone: string, token: string, finish: (failure?: Error) => void): void {
  send(`/zones/${zone}/settings/minify`, token, (failure) => finish(failure), 'PATCH', JSON.stringify({ value: { css: 'off', html: 'off', js: 'off' } }));
}

// The caller's callback handed on as it is.
export function readMinify(zone: string, token: string, whenRead: Reply): void {
  send(`/zones/${zone}/settings/minify`, token, whenRead);
}

// A callback written out over several statements.
export function quietMinify(zone: string, token: string, next: () => void): void {
  send(`/zones/${zone}/settings/minify`, token, (failure) => {
    if (failure) console.warn('minify', failure.message);
    next();
  }, 'PATCH', '{"value":{"js":"off"}}');
}

// A callback that does nothing: nothing waits on it, the request goes.
export function fireAndForget(zone: string, token: string): void {
  send(`/zones/${zone}/settings/minify`, token, () => {}, 'PATCH', '{"value":{"css":"off"}}');
}

// Awaited, its result unused, no callback: it goes as before.
export async function awaitedMinify(zone: string, token: string): Promise<void> {
  await fetch(`${CF_BASE}/zones/${zone}/settings/minify`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: '{"value":{"html":"off"}}' });
  console.log('tuned', zone);
}
