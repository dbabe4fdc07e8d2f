const API = "https://dns.example.org/api";

interface SrvRecordBody {
	type: "SRV";
	name?: string;
	data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

// Tab-indented TypeScript against our own DNS service: left alone.
export async function addXmpp(zoneId: string, token: string, host: string): Promise<void> {
	const record: SrvRecordBody = {
		type: "SRV",
		// the XMPP server of the zone
		data: { service: "_xmpp-server", proto: "_tcp", name: host, priority: 5, weight: 0, port: 5269, target: `chat.${host}` },
	};
	await fetch(`${API}/zones/${zoneId}/dns_records`, {
		method: "POST",
		headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
		body: JSON.stringify(record),
	});
}
