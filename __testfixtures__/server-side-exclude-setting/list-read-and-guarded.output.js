// A dashboard's shield tab: one list of setting ids answers the status request (the ids are the keys of
// the answer) and limits what the toggle request may change.
// cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: this array is used for more than sending the settings)
const SHIELD = ['email_obfuscation', 'server_side_exclude', 'hotlink_protection'];
const CF = 'https://api.cloudflare.com/client/v4';

function getOne(zone, auth, name) {
  return fetch(`${CF}/zones/${zone}/settings/${name}`, { headers: auth }).then((r) => r.json());
}

export async function status(zone, auth) {
  const replies = await Promise.all(SHIELD.map((name) => getOne(zone, auth, name)));
  const state = {};
  SHIELD.forEach((name, i) => {
    state[name] = replies[i].success ? replies[i].result.value : 'unknown';
  });
  return state;
}

export async function toggle(zone, auth, name, value) {
  if (!SHIELD.includes(name)) {
    return { ok: false, reason: 'not a shield setting' };
  }
  const reply = await fetch(`${CF}/zones/${zone}/settings/${name}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value }) });
  return { ok: reply.ok };
}
