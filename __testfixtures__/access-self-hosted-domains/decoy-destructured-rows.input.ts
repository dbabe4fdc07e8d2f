// An inventory service's apps carry a self_hosted_domains list of their own.
interface InventoryApp {
  name: string;
  self_hosted_domains: string[];
}

export async function inventoryDomains(accountId: string): Promise<string[]> {
  const res = await fetch(`https://inventory.internal.example/accounts/${accountId}/access/apps`);
  const { result } = (await res.json()) as { result: InventoryApp[] };
  const all: string[] = [];
  result.forEach(({ self_hosted_domains }) => all.push(...self_hosted_domains));
  for (const { name, self_hosted_domains: list } of result) console.log(name, list.length);
  return all;
}
