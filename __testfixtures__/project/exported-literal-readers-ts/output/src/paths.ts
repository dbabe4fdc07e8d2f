export const CF = 'https://api.cloudflare.com/client/v4';
// Also the panel's own route, loaded with a dynamic import (panel.ts).
export const PANEL = { namespaces: '/accounts/acc9/workers/namespaces' } as const;

export async function namespaces(): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces
  const res = await fetch(CF + PANEL.namespaces);
  return res.json();
}
