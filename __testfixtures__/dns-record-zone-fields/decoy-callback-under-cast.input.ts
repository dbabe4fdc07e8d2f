// Rows of this app's own service, mapped by callbacks under a cast: not Cloudflare records.
const MIRROR = 'https://records.example.test/v1';

interface Row {
  zone_id: string;
  zone_name: string;
}

type Pick = (row: Row) => string;

export async function rows(zone: string) {
  const res = await fetch(`${MIRROR}/zones/${zone}/dns_records`);
  const { result } = (await res.json()) as { result: Row[] };
  const ids = result.map(((row) => row.zone_id) as Pick);
  const names = result.map(<Pick>((row) => row.zone_name));
  return { ids, names };
}
