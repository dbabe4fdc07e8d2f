export function zoneCount(records) {
	return new Set(records.map((r) => r.zone_id)).size;
}
