import { fetchAll } from '../lib/paging';

export async function connections(accountId: string, id: string) {
  return fetchAll(`/accounts/${accountId}/cfd_tunnel/${id}/connections`);
}

export async function connectionsOf(accountId: string, id: string) {
  return fetchAll('/accounts/' + accountId + '/cfd_tunnel/' + id + '/connections');
}

export async function brotliEverywhere(zoneIds: string[]) {
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is returned)
  return Promise.all(zoneIds.map((z) => fetchAll(`/zones/${z}/settings/brotli`)));
}
