import type { ArchivedRecord } from './dns/types';

export function describe(record: ArchivedRecord): string {
  return `${record.type} ${record.name} -> ${record.content} (saved ${record.archivedAt})`;
}
