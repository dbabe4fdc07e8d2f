import { relay } from './edge-relay';

const ROOT: string = process.env.EDGE_ROOT as string;

// A path held in a const and sent with a query, or after a base: one request, reported where it is written.
export async function secondPage(zoneId: string): Promise<unknown> {
  const RULES = `${ROOT}/zones/${zoneId}/firewall/rules`;
  return relay(`${RULES}?page=2`);
}

export async function filtersOf(zoneId: string): Promise<unknown> {
  const path: string = '/zones/' + zoneId + '/filters';
  return relay(`${ROOT}${path}`);
}
