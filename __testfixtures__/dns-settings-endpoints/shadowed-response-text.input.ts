// A retry's own `body` is handed back whole: it is not the DNS settings response left unfollowed.
const CF = 'https://api.cloudflare.com/client/v4';

export async function secondaryOverrides(zoneId: string, token: string, retries: string[]): Promise<unknown[]> {
  const body = await fetch(`${CF}/zones/${zoneId}/dns_settings/secondary_overrides`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
  const again = await Promise.all(
    retries.map(async (u: string) => {
      const body = await fetch(u).then((r) => r.json());
      return body;
    }),
  );
  return [body.result.value, ...again];
}
