const CF = 'https://api.cloudflare.com/client/v4';

// The batch answer walked as [index, setting] pairs: each setting is still read by its id.
export async function compressed(zoneId: string, token: string): Promise<boolean> {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; value: unknown }> };
  const byId: Record<string, unknown> = {};
  for (const [, s] of Object.entries(result)) byId[s.id] = s.value;
  // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  return byId.brotli === 'on';
}

export async function report(zoneId: string, token: string): Promise<string[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const data = (await res.json()) as { result: Array<{ id: string; value: unknown }> };
  const lines: string[] = [];
  Object.entries(data.result).forEach(([i, setting]) => {
    // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
    if (setting.id === 'brotli') lines.push(`${i}: ${setting.value}`);
  });
  for (const s of Object.values(data.result)) {
    // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
    if (s.id === 'brotli') lines.push(String(s.value));
  }
  return lines;
}
