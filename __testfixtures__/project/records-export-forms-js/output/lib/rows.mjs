export function formatRows(records) {
	return records.map((rec) => {
		// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
		const { name, zone_name } = rec;
		return `${name} (${zone_name})`;
	});
}
