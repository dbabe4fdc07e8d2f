// The project's Cloudflare helpers: one takes an options object, one a list of path segments.
export const CF_API = 'https://api.cloudflare.com/client/v4';

export interface Request {
  path: string;
  method?: string;
  body?: unknown;
}

export async function cfRequest({ path, method = 'GET', body }: Request) {
  const res = await fetch(`${CF_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()).result;
}

export async function cfGet(segments: string[]) {
  const res = await fetch(`${CF_API}/${segments.join('/')}`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });
  return (await res.json()).result;
}
