// A dry run: each route goes through two helpers of this file into an in-memory journal.
const journal = new Map<string, number>();

function note(key: string): void {
  journal.set(key, (journal.get(key) ?? 0) + 1);
  console.debug('noted', key);
}

const rehearse = async (verb: string, route: string): Promise<number> => {
  note(`${verb} ${route}`);
  return journal.size;
};

export async function planCleanup(zone: string, ids: string[]): Promise<number> {
  for (const id of ids) await rehearse('DELETE', `/zones/${zone}/firewall/rules/${id}`);
  return journal.size;
}
