// A worker loop: each queued change is applied directly when the setting is in the list.
const DIRECT = ['server_side_exclude', 'hotlink_protection'];

export async function drain(zone, changes, token, backlog) {
  for (const { id, value } of changes) {
    if (DIRECT.includes(id)) {
      await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify({ value }),
      });
      continue;
    }
    backlog.push({ id, value });
  }
}

// Refused settings are logged under their name: more than a refusal.
const ALLOWED = ['server_side_exclude', 'ssl'];

export function set(zone, id, value, token, log) {
  if (!ALLOWED.includes(id)) {
    log.warn(`refused ${id}`);
    return null;
  }
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) });
}
