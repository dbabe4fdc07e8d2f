/** The column the edge table groups by. */
export type EdgeZoneColumn = import('./dns/records').EdgeRecord['zone_id'];
