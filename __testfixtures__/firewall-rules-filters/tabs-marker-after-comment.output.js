const API = "https://api.cloudflare.com/client/v4";

// Tab-indented: a review comment under an existing comment is indented with tabs as well.
async function auditRules(zoneId, token) {
	const headers = { Authorization: `Bearer ${token}` };
	// every rule of the zone, for the nightly audit
	// cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
	const res = await fetch(`${API}/zones/${zoneId}/firewall/rules?per_page=100`, { headers });
	if (!res.ok) {
		// keep going: the audit reports what it could read
		// cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
		return fetch(`${API}/zones/${zoneId}/filters`, { headers });
	}
	return res.json();
}

module.exports = { auditRules };
