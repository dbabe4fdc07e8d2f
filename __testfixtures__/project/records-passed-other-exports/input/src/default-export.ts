export default function describeAll(records: any[]): string[] {
	return records.filter((r) => r.locked === false).map((r) => r.name);
}
