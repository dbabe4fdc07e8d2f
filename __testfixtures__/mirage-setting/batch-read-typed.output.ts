const BASE = 'https://api.cloudflare.com/client/v4';

export async function imageSettings(zone: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; value: string }> };
  const values: Record<string, string> = {};
  result.forEach((s) => {
    values[s.id] = s.value;
  });
  // cf-codemod(mirage-setting): the mirage setting was removed (2026-01-01): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  return [values.mirage, values.polish];
}
