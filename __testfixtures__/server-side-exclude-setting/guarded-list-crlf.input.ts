// Pages Function: flips one of a few zone settings for the dashboard.
const SETTINGS_WE_EXPOSE = ['server_side_exclude', 'email_obfuscation', 'hotlink_protection'] as const;

type Exposed = (typeof SETTINGS_WE_EXPOSE)[number];

export const onRequestPost: PagesFunction<{ TOKEN: string }> = async ({ request, env }) => {
  const body = (await request.json()) as { zone: string; name: Exposed; on: boolean };
  const { zone, name, on } = body;
  if (!SETTINGS_WE_EXPOSE.includes(name)) return new Response('unsupported', { status: 400 });
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${name}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${env.TOKEN}` },
    body: JSON.stringify({ value: on ? 'on' : 'off' }),
  });
};
