// A guard that is the last thing its function or loop does: a setting it turns away reaches the end and is only refused.
const WRITABLE = ['server_side_exclude', 'ssl'];

export async function setIfWritable(zone, setting, token) {
  if (WRITABLE.includes(setting)) {
    return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}

const NIGHTLY = ['always_online', 'server_side_exclude'];

export async function nightly(zone, wanted, token) {
  let sent = 0;
  for (const setting of wanted) {
    if (NIGHTLY.includes(setting)) {
      await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
      sent++;
      continue;
    }
  }
  return sent;
}
