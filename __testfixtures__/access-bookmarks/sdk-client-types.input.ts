import * as CF from 'cloudflare';
import { Cloudflare as Client, APIError } from 'cloudflare';

type Shared = InstanceType<typeof Client>;

// The shelf the launcher tests fill: the same member names as the SDK, but the app's own type.
interface Shelf {
  zeroTrust: { access: { bookmarks: { get(id: string, params: { account_id: string }): Promise<unknown> } } };
}

export function viaNamed(client: Client, id: string) {
  return client.zeroTrust.access.bookmarks.get(id, { account_id: 'acc' });
}

export function viaNamespace(client: CF.Cloudflare, id: string) {
  return client.zeroTrust.access.bookmarks.get(id, { account_id: 'acc' });
}

export function viaAlias(client: Shared, id: string) {
  return client.zeroTrust.access.bookmarks.delete(id, { account_id: 'acc' });
}

export async function viaOptional(id: string, client?: Client | undefined) {
  return client?.zeroTrust.access.bookmarks.get(id, { account_id: 'acc' });
}

export function fromShelf(client: Shelf, id: string) {
  return client.zeroTrust.access.bookmarks.get(id, { account_id: 'acc' });
}

export function fromError(client: APIError & Shelf, id: string) {
  return client.zeroTrust.access.bookmarks.get(id, { account_id: 'acc' });
}
