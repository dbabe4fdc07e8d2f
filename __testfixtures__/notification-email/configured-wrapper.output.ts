import { cfApi } from '../cloudflare/api';

export async function enablePool(accountId: string, poolId: string) {
  return cfApi(`/accounts/${accountId}/load_balancers/pools/${poolId}`, 'PATCH', {
    enabled: true,
  });
}
