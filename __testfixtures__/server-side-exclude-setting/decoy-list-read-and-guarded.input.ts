// The same shape against the app's own settings service: a list of ids keys the status answer and
// guards the change request, but no request goes to Cloudflare. Nothing to do.
const SHIELD: string[] = ['email_obfuscation', 'server_side_exclude', 'hotlink_protection'];
const SERVICE = 'https://settings.internal.example/v1';

export async function status(zone: string): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const name of SHIELD) {
    const reply = await fetch(`${SERVICE}/zones/${zone}/settings/${name}`);
    state[name] = (await reply.json()).value;
  }
  return state;
}

export async function toggle(zone: string, name: string, value: string): Promise<boolean> {
  if (!SHIELD.includes(name)) return false;
  const reply = await fetch(`${SERVICE}/zones/${zone}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });
  return reply.ok;
}
