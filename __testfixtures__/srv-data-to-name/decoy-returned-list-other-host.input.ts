// Service records of the company's own registry, listed through a wrapper that looks like a DNS one.
const REGISTRY = 'https://registry.internal.example.net/v1';

interface Entry {
  type: string;
  data: { service: string; proto: string; name: string };
}

async function listEntries(zone: string): Promise<Entry[]> {
  const res = await fetch(`${REGISTRY}/zones/${zone}/dns_records`);
  return ((await res.json()) as { result: Entry[] }).result;
}

export async function services(zone: string) {
  return (await listEntries(zone)).filter((e) => e.type === 'SRV').map((e) => e.data.service);
}

// Not a DNS object at all: a job descriptor read the same way.
export function jobs(list: Array<{ type: string; data: { service: string } }>) {
  return list.filter((j) => j.type === 'SRV').map((j) => j.data.service);
}
