// Decoy: the second request goes to the company's status page, not to the Cloudflare API; its
// privacy_pass path is not the zone setting, and no caller sends a deprecated setting.
const CF_API = 'https://api.cloudflare.com/client/v4';
const STATUS = 'https://status.example.com/api';

async function patchAndAnnounce(zone, id, value) {
  await fetch(`${CF_API}/zones/${zone}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value }) });
  await fetch(`${STATUS}/zones/${zone}/settings/privacy_pass`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function harden(zone) {
  await patchAndAnnounce(zone, 'ssl', 'strict');
}
