const API = 'https://api.cloudflare.com/client/v4';

export async function request(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}
