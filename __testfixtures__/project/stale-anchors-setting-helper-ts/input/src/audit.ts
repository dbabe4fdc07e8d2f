// Decoy: a helper whose second request is not on the Cloudflare API (an audit log of its own,
// whose path names privacy_pass); its callers send no setting that was removed.
const CF_API = 'https://api.cloudflare.com/client/v4';
const AUDIT = 'https://audit.internal.example/v1';

async function patchAndLog(zone: string, id: string, value: unknown): Promise<void> {
	await fetch(`${CF_API}/zones/${zone}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value }) });
	await fetch(`${AUDIT}/zones/${zone}/settings/privacy_pass`, { method: 'POST', body: JSON.stringify({ id, value }) });
}

export async function secure(zone: string): Promise<void> {
	await patchAndLog(zone, 'min_tls_version', '1.2');
}
