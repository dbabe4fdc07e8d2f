import { Records } from './records.js';
import { findRecord, patchRecord } from './dns.js';

// The record is the first of the list filtered on the type it is put back with.
export async function point(token, zone, kind, name, content) {
  const records = new Records(token, zone);
  const list = await records.list(kind, name);
  if (list.length === 1) await records.put(list[0].id, kind, name, content);
}

export async function sync(host, address) {
  const rec = await findRecord(host.zone, host.name, host.type);
  if (rec) await patchRecord(host.zone, rec.id, { content: address, type: host.type });
}
