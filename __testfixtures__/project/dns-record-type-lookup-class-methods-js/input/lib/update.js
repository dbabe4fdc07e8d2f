import { Inline, Records, Registered } from './records.js';

// The record is the first of the list filtered on the type it is put back with.
export async function point(token, zone, kind, name, content) {
  const records = new Records(token, zone);
  const list = await records.list(kind, name);
  if (list.length === 1) await records.put(list[0].id, kind, name, content);
}

export async function pointRegistered(token, zone, kind, name, content) {
  const records = new Registered(token, zone);
  const list = await records.list(kind, name);
  if (list.length === 1) await records.put(list[0].id, kind, content);
}

export async function pointInline(token, zone, kind, name, content) {
  const list = await new Inline(token, zone).list(kind, name);
  if (list.length === 1) await new Inline(token, zone).put(list[0].id, kind, content);
}
