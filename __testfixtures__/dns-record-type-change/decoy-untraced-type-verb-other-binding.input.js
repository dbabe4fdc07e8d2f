// Two functions name their parameter alike: one sends with its own, the other keeps values under a path.
export async function announce(link, entry) {
  return link.post('notices', { entry });
}

export function remember(link, zone, entry, kind) {
  link.put(`zones/${zone}/dns_records/${entry}`, { type: kind });
}
