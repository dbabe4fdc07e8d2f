export const CF_API = process.env.CF_API_URL ?? 'https://api.cloudflare.com/client/v4';

const headers = () => ({ Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' });

/** path first, options passed on */
export async function cfRequest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${CF_API}${path}`, { ...init, headers: headers() });
  return res.json();
}

/** method, path, body */
export const cfCall = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(CF_API + path, { method, headers: headers(), body: body ? JSON.stringify(body) : undefined });
  return res.json();
};

/** token, method, path */
export function cfWithToken(token: string, method: string, path: string) {
  return fetch(`${CF_API}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
}
