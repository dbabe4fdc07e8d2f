import { createRecord } from './types';

// The app's own claim row: it keeps the zone it created the record in.
interface Claim {
  owner: string;
  zone_id: string;
}

export async function claim(c: Claim, name: string): Promise<string> {
  await createRecord(c.zone_id, { type: 'A', name, content: '192.0.2.1' });
  return `${c.owner} in ${c.zone_id}`;
}
