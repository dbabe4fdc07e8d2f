import type { NextApiRequest, NextApiResponse } from 'next';

const API = 'https://api.cloudflare.com/client/v4';
const account = process.env.CLOUDFLARE_ACCOUNT_ID as string;

const cfHeaders = () => ({ Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' });

// Fields straight from the client: JSON drops what is undefined, FormData would not.
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { metadata, requireSignedURLs } = req.body;
  const r = await fetch(`${API}/accounts/${account}/images/v1/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ metadata, requireSignedURLs }),
  });
  res.status(r.status).json(await r.json());
}

export async function passThrough(body: Record<string, unknown>) {
  const r = await fetch(`${API}/accounts/${account}/images/v1/direct_upload`, {
    method: 'POST',
    headers: cfHeaders(),
    body: JSON.stringify(body),
  });
  return r.json();
}
