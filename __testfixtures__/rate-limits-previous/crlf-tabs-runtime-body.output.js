const API = "https://api.cloudflare.com/client/v4";

// Tab-indented, CRLF line ends: the body comes from the caller.
async function addLimit(zoneId, token, settings) {
	const headers = {
		Authorization: `Bearer ${token}`,
	};
	// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
	return fetch(`${API}/zones/${zoneId}/rate_limits`, {
		method: "POST",
		headers,
		body: JSON.stringify(settings),
	});
}

module.exports = { addLimit };
