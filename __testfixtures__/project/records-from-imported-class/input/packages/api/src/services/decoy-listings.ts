import { ZoneClient } from './zone-client';

const client = new ZoneClient();

/** Panel listings: their data.name is the panel's own. */
export async function listingNames(): Promise<string[]> {
  const listings = await client.listings();
  return listings.map((l) => `${l.data.service}/${l.data.name}`);
}

/** Records fetched with no written type: nothing says what they are. */
export async function rawNames(): Promise<string[]> {
  const all = await client.rawRecords();
  return all.map((r: { data: { name: string; service: string } }) => r.data.service + r.data.name);
}
