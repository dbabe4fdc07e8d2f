export const CF = 'https://api.cloudflare.com/client/v4';
// Also the panel's own route, loaded with a dynamic import (panel.ts).
export const PANEL = { namespaces: '/accounts/acc9/workers/namespaces' } as const;

export async function namespaces(): Promise<unknown> {
  const res = await fetch(CF + PANEL.namespaces);
  return res.json();
}
