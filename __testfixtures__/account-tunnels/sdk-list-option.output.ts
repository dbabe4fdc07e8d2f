import Cloudflare from 'cloudflare';

export async function tunnelNames(client: Cloudflare, account_id: string) {
  const names: string[] = [];
  // cf-codemod(account-tunnels): zeroTrust.tunnels.list lists every tunnel type; for Cloudflare Tunnels only ("rewriteTunnelList") use the cloudflare SDK >= 4.2: client.zeroTrust.tunnels.cloudflared.list
  for await (const tunnel of client.zeroTrust.tunnels.list({ account_id, is_deleted: false })) {
    names.push(tunnel.name ?? '');
  }
  return names;
}
