const API_BASE = 'https://api.cloudflare.com/client/v4';

export async function lockedNames(zoneId: string, token: string): Promise<string[]> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const states = result.map(({ name, locked }: { name: string; locked: boolean }) => ({ name, locked }));
  const held: string[] = [];
  for (const { name, locked: isLocked } of result) {
    if (isLocked) held.push(name);
  }
  result.forEach(({ id, locked = false }: { id: string; locked?: boolean }) => console.log(id, locked));
  console.log(states.length);
  return held;
}
