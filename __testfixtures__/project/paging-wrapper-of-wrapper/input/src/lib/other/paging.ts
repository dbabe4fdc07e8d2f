const GITEA = 'https://git.example.org/api/v1';

/** Same name, another host: pages through the in-house forge. */
export async function fetchAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${GITEA}${path}?page=${page}`);
    const batch: T[] = await res.json();
    if (batch.length === 0) return items;
    items.push(...batch);
  }
}
