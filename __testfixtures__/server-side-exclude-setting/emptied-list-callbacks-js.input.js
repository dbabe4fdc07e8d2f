const API = 'https://api.cloudflare.com/client/v4';

// The one setting this job still turned on: nothing is left to send once it goes.
const LEGACY = ['server_side_exclude'];

export async function legacyOn(zone, token) {
  await Promise.all(LEGACY.map((s) => fetch(`${API}/zones/${zone}/settings/${s}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) })));
  return 'done';
}

const OLD = ['server_side_exclude'];

export function oldOff(zone, token) {
  OLD.forEach((s) => {
    fetch(`${API}/zones/${zone}/settings/${s}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
  });
  return 'queued';
}
