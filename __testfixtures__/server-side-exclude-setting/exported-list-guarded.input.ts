// A guard list exported for the settings page, typed as a string list.
export const EDITABLE_SETTINGS: string[] = ['ssl', 'server_side_exclude', 'always_online'];

export async function edit(zone: string, setting: string, token: string): Promise<Response> {
	if (!EDITABLE_SETTINGS.includes(setting)) return new Response('no', { status: 400 });
	return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
}

// The same shape not exported: its entry goes.
const LOCAL_ONLY = ['server_side_exclude', 'email_obfuscation'];

export async function editLocal(zone: string, setting: string, token: string): Promise<Response> {
	if (!LOCAL_ONLY.includes(setting)) return new Response('no', { status: 400 });
	return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
}
