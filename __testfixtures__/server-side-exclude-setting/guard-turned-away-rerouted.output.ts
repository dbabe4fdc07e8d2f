// Settings this service changes itself; any other goes to a person first.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: a setting this list turns away falls through to the code after the if)
const SELF_SERVE = ['ssl', 'server_side_exclude', 'always_online'];

declare function askOperator(zone: string, setting: string, value: string): Promise<Response>;

export async function change(zone: string, setting: string, value: string, token: string): Promise<Response> {
  if (SELF_SERVE.includes(setting)) {
    return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  }
  // Taking server_side_exclude out of the list above would send it here instead.
  return askOperator(zone, setting, value);
}

// The exit of the guard hands the setting to another path rather than refusing it.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: what the guard does with a setting it turns away is more than refusing it)
const QUICK = ['email_obfuscation', 'server_side_exclude'];

declare function slowLane(zone: string, setting: string): Promise<Response>;

export async function quick(zone: string, setting: string, token: string): Promise<Response> {
  if (QUICK.indexOf(setting) === -1) return slowLane(zone, setting);
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'on' }),
  });
}
