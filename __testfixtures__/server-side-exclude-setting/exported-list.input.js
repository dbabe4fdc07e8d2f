// The list is part of this module's interface: other modules may read it for more than the loop.
export const MANAGED = ['server_side_exclude', 'ssl', 'hotlink_protection'];

// This one stays inside the module and only feeds its loop: the entry goes.
const INTERNAL = ['always_online', 'server_side_exclude'];

export async function enforce(zone, token) {
  for (const id of MANAGED) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
  for (const id of INTERNAL) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
  }
}
