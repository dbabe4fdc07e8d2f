import { lookUp, save, saveOther } from './records.js';

export async function run(zone, kind, host, value) {
  const list = await lookUp(zone, kind, host);
  if (list.length === 1) await save(zone, list[0].id, kind, value);
}

// Looked up as CNAME, sent as another type.
export async function runOther(zone, kind, host, value) {
  const list = await lookUp(zone, 'CNAME', host);
  if (list.length === 1) await saveOther(zone, list[0].id, kind, value);
}
