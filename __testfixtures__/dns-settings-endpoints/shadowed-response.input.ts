// A retry's own `res` inside the callback is another request's answer.
const CF = 'https://api.cloudflare.com/client/v4';

export async function secondaryOverrides(zoneId: string, token: string, retries: string[]): Promise<unknown[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_settings/secondary_overrides`, { headers: { Authorization: `Bearer ${token}` } });
  const again = await Promise.all(
    retries.map(async (u: string) => {
      const res = await fetch(u);
      const { result } = await res.json();
      return result.value;
    }),
  );
  const { result } = await res.json();
  return [result.value, ...again];
}
