import Cloudflare from 'cloudflare';

const API = 'https://api.cloudflare.com/client/v4';

// The cloudflare package sends userServiceKey as X-Auth-User-Service-Key.
// cf-codemod(service-key-auth): Service Key authentication reaches end of life on 2026-09-30: give the client an API token (apiToken) instead of userServiceKey
export const client = new Cloudflare({ userServiceKey: process.env.CLOUDFLARE_ORIGIN_CA_KEY });

function serviceKeyHeaders(): Record<string, string> {
  // cf-codemod(service-key-auth): Service Key authentication reaches end of life on 2026-09-30: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
  return { 'X-Auth-User-Service-Key': process.env.CLOUDFLARE_ORIGIN_CA_KEY ?? '', 'Content-Type': 'application/json' };
}

async function originCa<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: serviceKeyHeaders() });
  return (await res.json()) as T;
}

export function revoke(id: string) {
  return originCa(`/certificates/${id}`, { method: 'DELETE' });
}
