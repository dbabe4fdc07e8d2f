// A self-hosted DNS admin API with the same record shape and the same casts: not Cloudflare.
interface AdminRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied?: boolean;
  zone_id?: string;
  zone_name?: string;
  locked?: boolean;
}

interface AdminPage<T> {
  result: T[];
}

export async function adminRecords(zone: string) {
  const res = await fetch(`https://dns-admin.internal/zones/${zone}/dns_records`);
  const { result } = (await res.json()) as { result: AdminRecord[] };
  return result.map((r) => [r.zone_id, r.zone_name, r.locked]);
}

export async function adminPage(zone: string) {
  const res = await fetch(`https://dns-admin.internal/zones/${zone}/dns_records`);
  const page = (await res.json()) as AdminPage<AdminRecord>;
  return page.result.map((r) => ({ zone: r.zone_id, frozen: r.locked }));
}
