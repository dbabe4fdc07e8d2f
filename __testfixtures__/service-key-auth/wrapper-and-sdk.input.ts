import Cloudflare from 'cloudflare';

const API = 'https://api.cloudflare.com/client/v4';

// The cloudflare package sends userServiceKey as X-Auth-User-Service-Key.
export const client = new Cloudflare({ userServiceKey: process.env.CLOUDFLARE_ORIGIN_CA_KEY });

function serviceKeyHeaders(): Record<string, string> {
  return { 'X-Auth-User-Service-Key': process.env.CLOUDFLARE_ORIGIN_CA_KEY ?? '', 'Content-Type': 'application/json' };
}

async function originCa<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: serviceKeyHeaders() });
  return (await res.json()) as T;
}

export function revoke(id: string) {
  return originCa(`/certificates/${id}`, { method: 'DELETE' });
}
