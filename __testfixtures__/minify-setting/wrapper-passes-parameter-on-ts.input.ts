// Zone helpers that hand their caller's values on: a body to JSON.stringify, options to fetch. Neither
// is a callback, so the minify requests go; a caller's `done` that the helper hands to `.then` stays.
const API = 'https://api.cloudflare.com/client/v4';

type Done = (err?: unknown) => void;

async function cfApi(path: string, method: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function cfFetch(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${API}${path}`, init);
}

// Hands its body on to the helper above: still a body.
async function cfPatch(path: string, body: unknown): Promise<unknown> {
  return cfApi(path, 'PATCH', body);
}

function cfPatchThen(path: string, body: unknown, done) {
  fetch(`${API}${path}`, { method: 'PATCH', body: JSON.stringify(body) }).then(() => undefined).then(done, done);
}

// One more helper between the caller's `done` and the promise that calls it.
function cfPatchLater(path: string, body: unknown, done) {
  cfPatchThen(path, body, done);
}

export async function tune(zone: string, minify: unknown, init: RequestInit): Promise<void> {
  await cfApi(`/zones/${zone}/settings/minify`, 'PATCH', minify);
  await cfFetch(`/zones/${zone}/settings/minify`, init);
  await cfPatch(`/zones/${zone}/settings/minify`, minify);
  await cfApi(`/zones/${zone}/settings/ssl`, 'PATCH', { value: 'strict' });
}

export function tuneThen(zone: string, minify: unknown, done: Done): void {
  cfPatchThen(`/zones/${zone}/settings/minify`, minify, done);
}

export function tuneLater(zone: string, minify: unknown, done): void {
  cfPatchLater(`/zones/${zone}/settings/minify`, minify, done);
}
