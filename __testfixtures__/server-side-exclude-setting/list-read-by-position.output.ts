// The first setting of the list is also the form's default: dropping it would change the default.
// cf-codemod(server-side-exclude-setting): Server-side Excludes was removed (2024-06-14): delete this call (kept: this array is used for more than sending the settings)
const ROLL_OUT = ['server_side_exclude', 'ssl', 'always_online'];

export const FIRST_TO_SHOW = ROLL_OUT[0];

export async function rollOut(zone: string, token: string): Promise<void> {
  for (const id of ROLL_OUT) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'on' }),
    });
  }
}
