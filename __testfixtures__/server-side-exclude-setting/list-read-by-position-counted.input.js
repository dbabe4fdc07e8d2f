// A counted loop sends each setting; a fixed position is read elsewhere for a label.
const STEPS = ['email_obfuscation', 'server_side_exclude', 'ssl'];

export async function run(zone, token) {
  for (let i = 0; i < STEPS.length; i++) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${STEPS[i]}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 'off' }),
    });
  }
}

export function secondStep() {
  return STEPS[1];
}
