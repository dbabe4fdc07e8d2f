const API = "https://api.cloudflare.com/client/v4";

// Tab-indented: a review comment under an existing comment is indented with tabs as well.
async function auditRules(zoneId, token) {
	const headers = { Authorization: `Bearer ${token}` };
	// every rule of the zone, for the nightly audit
	const res = await fetch(`${API}/zones/${zoneId}/firewall/rules?per_page=100`, { headers });
	if (!res.ok) {
		// keep going: the audit reports what it could read
		return fetch(`${API}/zones/${zoneId}/filters`, { headers });
	}
	return res.json();
}

module.exports = { auditRules };
