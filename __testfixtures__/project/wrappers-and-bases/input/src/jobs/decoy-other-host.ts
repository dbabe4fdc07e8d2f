import { cfRequest, CF_API } from '../lib/other/api';

export async function listTunnels(accountId: string) {
  await fetch(`${CF_API}/zones/z/script_monitor/scripts`);
  return cfRequest(`/accounts/${accountId}/tunnels`);
}
