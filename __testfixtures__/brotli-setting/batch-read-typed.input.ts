const CF = 'https://api.cloudflare.com/client/v4';

interface Setting { id: string; value: unknown }

export async function compression(zoneId: string, headers: Record<string, string>): Promise<boolean> {
  const { result } = await (await fetch(`${CF}/zones/${zoneId}/settings`, { headers })).json();
  const settings: Record<string, unknown> = {};
  for (const s of result as Setting[]) settings[s.id] = s.value;
  const ssl = settings.ssl;
  return settings['brotli'] === 'on' && ssl !== 'off';
}
