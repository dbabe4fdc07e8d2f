const API = "https://dns.example.org/api";

// Tab-indented, our own DNS service with the same record shape: left alone.
async function addSipRecord(zoneId, token, host) {
	const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
		method: "POST",
		headers: { Authorization: `Bearer ${token}` },
		body: JSON.stringify({
			type: "SRV",
			// where the service answers, and how much traffic it takes
			data: {
				service: "_sip",
				proto: "_tcp",
				name: host,
				priority: 10,
				weight: 5,
				port: 5060,
				target: `sip.${host}`,
			},
			ttl: 300,
		}),
	});
	return res.json();
}

module.exports = { addSipRecord };
