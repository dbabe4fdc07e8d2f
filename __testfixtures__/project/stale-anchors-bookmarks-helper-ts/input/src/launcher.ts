// Tab-indented, CRLF line ends and a BOM. access-bookmarks moves the helper's own request to
// /access/apps; the calls of the helper are then requests to /access/apps, and their bodies'
// self_hosted_domains become destinations in the same run.
const API = 'https://api.cloudflare.com/client/v4';

interface Launched {
	success: boolean;
}

async function addToLauncher(accountId: string, app: Record<string, unknown>): Promise<Launched> {
	const res = await fetch(`${API}/accounts/${accountId}/access/bookmarks`, {
		method: 'POST',
		body: JSON.stringify(app),
	});
	return (await res.json()) as Launched;
}

export async function publishTools(accountId: string): Promise<void> {
	await addToLauncher(accountId, {
		name: 'Grafana',
		domain: 'grafana.example.com',
		self_hosted_domains: ['grafana.example.com', `metrics.${accountId}.example.com`],
	});
}
