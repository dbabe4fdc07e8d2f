import { fetchAll } from '../lib/paging';

export async function connections(accountId: string, id: string) {
  return fetchAll(`/accounts/${accountId}/tunnels/${id}/connections`);
}

export async function connectionsOf(accountId: string, id: string) {
  return fetchAll('/accounts/' + accountId + '/tunnels/' + id + '/connections');
}

export async function brotliEverywhere(zoneIds: string[]) {
  return Promise.all(zoneIds.map((z) => fetchAll(`/zones/${z}/settings/brotli`)));
}
