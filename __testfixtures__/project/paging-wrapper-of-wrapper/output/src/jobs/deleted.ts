import { fetchEvery } from '../lib/paging';

export const deletedTunnelConnections = (accountId: string, id: string) =>
  fetchEvery(`/accounts/${accountId}/cfd_tunnel/${id}/connections?is_deleted=true`);
