import { listRecords } from '../cf/records';

/** Preview rows for the import dialog, from a parsed file: a local listRecords, not the API's. */
export function previewRows(text: string) {
  function listRecords(source: string) {
    return source.split('\n').map((line) => ({ name: line, locked: line.startsWith('#'), zone_name: 'preview' }));
  }
  return listRecords(text).map((r) => `${r.name}:${r.locked}:${r.zone_name}`);
}

/** A caller hands its own lister in under the same name. */
export async function fromCaller(listRecords: (zone: string) => Promise<Array<{ name: string; locked: boolean }>>) {
  const rows = await listRecords('staging');
  return rows.map((r) => r.locked);
}

export const live = listRecords;
