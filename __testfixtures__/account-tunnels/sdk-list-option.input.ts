import Cloudflare from 'cloudflare';

export async function tunnelNames(client: Cloudflare, account_id: string) {
  const names: string[] = [];
  for await (const tunnel of client.zeroTrust.tunnels.list({ account_id, is_deleted: false })) {
    names.push(tunnel.name ?? '');
  }
  return names;
}
