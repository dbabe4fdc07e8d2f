import { Router } from 'express';
import Cloudflare from 'cloudflare';

const router = Router();
const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The app's own registrar pages and another registrar's API.
router.get('/accounts/:accountId/registrar/domains', (_req, res) => res.json([]));

export async function namecheapDomains(user: string) {
  const res = await fetch(`https://registrar.example.net/accounts/${user}/registrar/domains`);
  return res.json();
}

// The new Registrar API and a method the legacy route never had.
export async function registrations(accountId: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/registrar/registrations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

export async function removeDomain(accountId: string, name: string, token: string) {
  await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/registrar/domains/${name}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}

export const zones = () => client.zones.list();
