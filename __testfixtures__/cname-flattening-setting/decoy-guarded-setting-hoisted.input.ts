const API = 'https://api.cloudflare.com/client/v4';

// The inner function is hoisted and called before the guard: the guard says nothing about that call.
export async function apply(zoneId: string, setting: string, opts: { setting: string }): Promise<void> {
	await send();
	if (setting !== 'cname_flattening') return;
	async function send(): Promise<void> {
		await fetch(`${API}/zones/${zoneId}/settings/${setting}`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
	}
	if (opts.setting !== 'cname_flattening') return;
	await fetch(`${API}/zones/${zoneId}/settings/${opts.setting}`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
