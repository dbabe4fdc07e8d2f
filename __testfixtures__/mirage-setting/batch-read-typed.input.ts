const BASE = 'https://api.cloudflare.com/client/v4';

export async function imageSettings(zone: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; value: string }> };
  const values: Record<string, string> = {};
  result.forEach((s) => {
    values[s.id] = s.value;
  });
  return [values.mirage, values.polish];
}
