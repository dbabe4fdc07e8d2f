// Tab-indented, CRLF line ends and a BOM: the helper's Privacy Pass request goes (privacy-pass-setting),
// then the helper sends only the setting its caller names, so the Auto Minify call goes too.
const CF_API = 'https://api.cloudflare.com/client/v4';

type Zone = string;

async function patchSetting(zone: Zone, id: string, value: unknown): Promise<void> {
	await fetch(`${CF_API}/zones/${zone}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value }) });
	await fetch(`${CF_API}/zones/${zone}/settings/privacy_pass`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function tune(zone: Zone): Promise<void> {
	await patchSetting(zone, 'minify', { css: 'on', html: 'on', js: 'on' });
	await patchSetting(zone, 'always_use_https', 'on');
}
