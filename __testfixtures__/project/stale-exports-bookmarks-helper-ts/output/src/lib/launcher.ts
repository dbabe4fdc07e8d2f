// Tab-indented, CRLF line ends and a BOM. An exported helper whose own request access-bookmarks
// moves to /access/apps; its importer is transformed once the run moved it.
const API = 'https://api.cloudflare.com/client/v4';

export interface LauncherApp {
	name: string;
	domain: string;
	self_hosted_domains?: string[];
	destinations?: Array<{ type: 'public'; uri: string }>;
}

export async function addToLauncher(accountId: string, app: LauncherApp): Promise<unknown> {
	// cf-codemod(access-bookmarks): add type: 'bookmark' to this body: Access applications need their type
	const res = await fetch(`${API}/accounts/${accountId}/access/apps`, {
		method: 'POST',
		body: JSON.stringify(app),
	});
	return res.json();
}
