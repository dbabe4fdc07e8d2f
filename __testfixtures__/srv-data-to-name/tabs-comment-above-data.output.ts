const API = "https://api.cloudflare.com/client/v4";

interface SrvRecordBody {
	type: "SRV";
	name?: string;
	data: { service?: string; proto?: string; name?: string; priority: number; weight: number; port: number; target: string };
}

// Tab-indented TypeScript: the inserted name stays above the comment that is about data.
export async function addXmpp(zoneId: string, token: string, host: string): Promise<void> {
	const record: SrvRecordBody = {
		type: "SRV",
		name: `_xmpp-server._tcp.${host}`,
		// the XMPP server of the zone
		data: { priority: 5, weight: 0, port: 5269, target: `chat.${host}` },
	};
	await fetch(`${API}/zones/${zoneId}/dns_records`, {
		method: "POST",
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
		body: JSON.stringify(record),
	});
}
