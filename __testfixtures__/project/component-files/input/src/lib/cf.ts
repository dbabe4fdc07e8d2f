export const CF_API = 'https://api.cloudflare.com/client/v4';

/** Sends one request to the API: the path comes first. */
export async function cfRequest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${CF_API}${path}`, { ...init, headers: { Authorization: `Bearer ${localStorage.token}` } });
  return res.json();
}
