const API = 'https://api.cloudflare.com/client/v4';

export async function getTunnel(accountId: string, tunnelId: string, logger: { info(m: string): void }) {
  console.log(`${API}/accounts/${accountId}/tunnels/${tunnelId}`);
  logger.info(`${API}/accounts/${accountId}/tunnels/${tunnelId}`);
  const res = await fetch(`${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`);
  if (!res.ok) throw new Error(`${API}/accounts/${accountId}/tunnels/${tunnelId}`);
  return (await res.json()).result;
}

export function tunnelLink(accountId: string, tunnelId: string): string {
  const url = `${API}/accounts/${accountId}/tunnels/${tunnelId}`;
  console.log(String(url));
  debug(url);
  return encodeURI(url);
}
