const API_BASE = 'https://api.cloudflare.com/client/v4';

export async function lockedIndexes(zoneId: string, token: string): Promise<number[]> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; locked: boolean; meta: { auto_added: boolean } }> };
  const held: number[] = [];
  for (const [index, { locked }] of result.entries()) {
    if (locked) held.push(index);
  }
  const labels = result.map(({ meta: { auto_added }, locked = false }) => (auto_added ? 'auto' : String(locked)));
  result.forEach(({ id, locked = false }: { id: string; locked: boolean } = { id: '', locked: true }) => console.log(id, locked));
  console.log(labels.join());
  return held;
}
