import { fetchEvery } from '../lib/paging';

export const deletedTunnelConnections = (accountId: string, id: string) =>
  fetchEvery(`/accounts/${accountId}/tunnels/${id}/connections?is_deleted=true`);
