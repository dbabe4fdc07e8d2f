import type { ZoneRow } from './zone-row';

export function answerLine(row: ZoneRow): string {
  const pinned = row.locked;
  return `${row.name}.${row.zone_name} ${row.ttl} IN ${row.type} ${row.content}` + (pinned ? ' ; pinned' : '');
}
