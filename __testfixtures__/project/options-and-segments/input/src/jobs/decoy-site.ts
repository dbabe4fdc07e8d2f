import { siteGet, siteRequest } from '../lib/site';

export async function mirrorTunnel(accountId: string, name: string) {
  await siteRequest({ path: `/accounts/${accountId}/tunnels`, method: 'POST', body: { name } });
  return siteGet(['accounts', accountId, 'tunnels', name]);
}
