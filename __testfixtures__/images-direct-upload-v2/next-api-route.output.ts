import type { NextApiRequest, NextApiResponse } from 'next';

const ACCOUNT_ID = process.env.CLOUDFLARE_ACCOUNT_ID;
const API_TOKEN = process.env.CLOUDFLARE_IMAGES_TOKEN;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).end();
  const form = new FormData();
  form.append('requireSignedURLs', 'true');
  form.append('metadata', JSON.stringify({ uploadedBy: 'web', maxSize: 10 }));
  const response = await fetch(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT_ID}/images/v2/direct_upload`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${API_TOKEN}`,
    },
    body: form,
  });
  const { result, success, errors } = await response.json();
  if (!success) return res.status(500).json({ errors });
  return res.status(200).json({ ...result });
}
