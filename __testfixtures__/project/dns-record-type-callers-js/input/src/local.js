import { findRecord } from './dns.js';
import { updateRecord } from './published.js';

export async function touch(zone, name, address) {
  const rec = await findRecord(zone, name, 'A');
  if (rec) await updateRecord(zone, rec.id, { content: address, type: 'A' });
}
