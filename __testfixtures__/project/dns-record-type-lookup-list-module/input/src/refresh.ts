import { listEntries, listByName, overwrite, overwriteAny, overwriteLoose, overwriteOther } from './entries';

// The record is the first of a list filtered on the very type the update sends.
export async function refresh(token: string, zone: string, kind: string, host: string, value: string) {
  const found = await listEntries(token, zone, kind, host);
  const first = found[0];
  if (found.length === 1 && first.content !== value) {
    await overwrite(token, zone, first.id, kind, host, value);
  }
}

// Looked up by name alone: the record can be of any type.
export async function refreshAny(token: string, zone: string, kind: string, host: string, value: string) {
  const found = await listByName(token, zone, host);
  if (found.length > 0) await overwriteAny(token, zone, found[0].id, kind, value);
}

// One caller passes a looked-up id, another an id of its own.
export async function refreshLoose(token: string, zone: string, kind: string, host: string, value: string) {
  const found = await listEntries(token, zone, kind, host);
  if (found.length > 0) await overwriteLoose(token, zone, found[0].id, kind, value);
}

export async function refreshById(token: string, zone: string, entryId: string, kind: string, value: string) {
  await overwriteLoose(token, zone, entryId, kind, value);
}

// Looked up as AAAA, sent as another type.
export async function refreshOther(token: string, zone: string, kind: string, host: string, value: string) {
  const found = await listEntries(token, zone, 'AAAA', host);
  if (found.length > 0) await overwriteOther(token, zone, found[0].id, kind, value);
}
