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
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call finish() yourself)
  send(`/zones/${zone}/settings/minify`, token, (failure) => finish(failure), 'PATCH', JSON.stringify({ value: { css: 'off', html: 'off', js: 'off' } }));
}

// The caller's callback handed on as it is.
export function readMinify(zone: string, token: string, whenRead: Reply): void {
  // cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its callback would never run: delete the call and call whenRead() yourself)
  send(`/zones/${zone}/settings/minify`, token, whenRead);
}

// A callback written out over several statements.
export function quietMinify(zone: string, token: string, next: () => void): void {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call what the callback does yourself)
  send(`/zones/${zone}/settings/minify`, token, (failure) => {
    if (failure) console.warn('minify', failure.message);
    next();
  }, 'PATCH', '{"value":{"js":"off"}}');
}

// A callback that does nothing: nothing waits on it, the request goes.
export function fireAndForget(zone: string, token: string): void {}

// Awaited, its result unused, no callback: it goes as before.
export async function awaitedMinify(zone: string, token: string): Promise<void> {
  console.log('tuned', zone);
}
