import { fetchAll } from '../lib/other/paging';

// The forge mirrors a tunnels API of its own: not Cloudflare.
export async function forgeConnections(org: string, id: string) {
  return fetchAll(`/accounts/${org}/tunnels/${id}/connections`);
}
