import { ZoneClient } from './zone-client';

export const liveClient = (): ZoneClient => new ZoneClient();

/** Names from the offline cache, through a stand-in of the same name. */
export async function cachedNames(): Promise<string[]> {
  class ZoneClient {
    async listServiceRecords(): Promise<Array<{ id: string; type: string; name: string; content: string; ttl: number; data: { name: string; service: string } }>> {
      return [];
    }
  }
  const offline = new ZoneClient();
  const records = await offline.listServiceRecords();
  return records.map((r) => `${r.data.service}:${r.data.name}`);
}
