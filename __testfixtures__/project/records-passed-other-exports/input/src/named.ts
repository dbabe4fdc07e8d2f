// Exported by a list after the declarations, one under another name.
function summarize(records: any[]): string {
  return records.map((r) => `${r.name}:${r.zone_id}`).join(',');
}

const zoneOf = (record: any): string => record.zone_name;

export { summarize, zoneOf as ownerOf };
