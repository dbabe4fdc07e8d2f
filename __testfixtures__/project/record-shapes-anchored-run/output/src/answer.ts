import type { ZoneRow } from './zone-row';

export function answerLine(row: ZoneRow): string {
  const pinned = row.locked ?? false;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return `${row.name}.${row.zone_name} ${row.ttl} IN ${row.type} ${row.content}` + (pinned ? ' ; pinned' : '');
}
