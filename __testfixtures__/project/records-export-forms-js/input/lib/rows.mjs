export function formatRows(records) {
	return records.map((rec) => {
		const { name, zone_name } = rec;
		return `${name} (${zone_name})`;
	});
}
