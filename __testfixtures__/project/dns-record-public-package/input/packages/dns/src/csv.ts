import type { ExportRow } from './export-row';

/** One line per record: the package's callers hand their rows in. */
export function toCsv(rows: ExportRow[]): string {
  return rows.map((row) => [row.type, row.name, row.content, row.ttl].join(',')).join('\n');
}
