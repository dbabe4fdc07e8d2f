// Privacy Pass client: issues and redeems tokens against our own issuer, not the Cloudflare API.
import { PrivacyPassClient } from '@cloudflare/privacypass-ts';

const issuer = 'https://issuer.example.com';

export async function redeem(client: PrivacyPassClient) {
  const settings = [{ id: 'privacy_pass', value: 'on' }];
  for (const s of settings) await fetch(`${issuer}/zones/z/settings/${s.id}`, { method: 'PATCH', body: JSON.stringify(s) });
  return client.redeem(issuer);
}
