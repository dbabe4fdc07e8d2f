// Two functions name their parameter alike: one sends with its own, the other keeps values under a path.
export async function announce(link: { post(path: string, body: object): Promise<void> }, entry: string) {
  return link.post('notices', { entry });
}

export function remember(link: { put(key: string, value: object): void }, zone: string, entry: string, kind: string) {
  link.put(`zones/${zone}/dns_records/${entry}`, { type: kind });
}
