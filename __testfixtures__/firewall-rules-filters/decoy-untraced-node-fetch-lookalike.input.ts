// A test double: it keeps the calls it would have made in nodeFetchCalls and sends nothing.
export const nodeFetchCalls: Array<{ path: string; id: string }> = [];

export async function rehearsePurge(zones: Array<{ id: string; staleRules: string[] }>): Promise<number> {
  const removeEach = async (path: string, ids: string[]): Promise<void> => {
    for (const id of ids) nodeFetchCalls.push({ path, id });
  };
  for (const zone of zones) {
    await removeEach(`/zones/${zone.id}/firewall/rules`, zone.staleRules);
  }
  return nodeFetchCalls.length;
}
