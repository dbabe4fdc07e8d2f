const CF = 'https://api.cloudflare.com/client/v4';

interface Setting { id: string; value: unknown }

export async function compression(zoneId: string, headers: Record<string, string>): Promise<boolean> {
  const { result } = await (await fetch(`${CF}/zones/${zoneId}/settings`, { headers })).json();
  const settings: Record<string, unknown> = {};
  for (const s of result as Setting[]) settings[s.id] = s.value;
  const ssl = settings.ssl;
  // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  return settings['brotli'] === 'on' && ssl !== 'off';
}
