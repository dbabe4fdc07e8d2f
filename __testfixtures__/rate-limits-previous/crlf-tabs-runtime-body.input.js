const API = "https://api.cloudflare.com/client/v4";

// Tab-indented, CRLF line ends: the body comes from the caller.
async function addLimit(zoneId, token, settings) {
	const headers = {
		Authorization: `Bearer ${token}`,
	};
	return fetch(`${API}/zones/${zoneId}/rate_limits`, {
		method: "POST",
		headers,
		body: JSON.stringify(settings),
	});
}

module.exports = { addLimit };
