import type { AuditRow } from './entry';

// The snapshot helper hides the zone id before comparing.
export const masked = (row: AuditRow) => ({ ...row, ...('zone_id' in row && { zone_id: row.zone_id?.replace(/\w/g, 'x') }) });
