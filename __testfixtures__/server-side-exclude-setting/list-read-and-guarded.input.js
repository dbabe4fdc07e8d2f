// A dashboard's shield tab: one list of setting ids answers the status request (the ids are the keys of
// the answer) and limits what the toggle request may change.
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
