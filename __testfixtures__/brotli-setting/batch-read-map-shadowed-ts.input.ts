const CF = 'https://api.cloudflare.com/client/v4';

interface Choices {
  brotli: boolean;
}

// What the zone's settings were at the last refresh, by id.
const current: Record<string, unknown> = {};

export async function refresh(zoneId: string, token: string): Promise<void> {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: Array<{ id: string; value: unknown }> };
  body.result.forEach((s) => {
    current[s.id] = s.value;
  });
}

// The form's own choices, handed in by the page: another object that happens to share the name.
export function label(current: Choices): string {
  return current.brotli ? 'compressed' : 'plain';
}

export function compressedNow(): boolean {
  return current.brotli === 'on';
}
