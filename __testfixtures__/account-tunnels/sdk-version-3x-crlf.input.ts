import Cloudflare from 'cloudflare';

// The package allows any 3.x (sdk-version-3x-crlf.config.json): every one of them still sends
// tunnels.create to the removed POST /accounts/:id/tunnels.
const sdk = new Cloudflare({ apiKey: process.env.CLOUDFLARE_API_KEY, apiEmail: process.env.CLOUDFLARE_EMAIL });

export async function openTunnel(accountId: string, name: string, secret: string): Promise<string | undefined> {
  const created = await sdk.zeroTrust.tunnels.create({ account_id: accountId, name, tunnel_secret: secret });
  return created.id;
}
