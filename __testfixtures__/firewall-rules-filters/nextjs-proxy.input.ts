// pages/api/zones/[zoneId]/firewall/rules.ts: the dashboard's proxy to Cloudflare.
import type { NextApiRequest, NextApiResponse } from 'next';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const zoneId = String(req.query.zoneId);
  if (req.method !== 'GET') return res.status(405).end();
  const upstream = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/firewall/rules`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });
  res.status(upstream.status).json(await upstream.json());
}

// Used by the dashboard page: a call to our own route, not to Cloudflare.
export async function loadRules(zoneId: string) {
  const r = await fetch(`/api/zones/${zoneId}/firewall/rules`);
  return r.json();
}
