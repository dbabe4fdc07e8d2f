// Records typed only by a cast on the response body: the request's URL comes from the caller, so it is
// not traced, but the file talks to the API and the cast names its record type.
const API = 'https://api.cloudflare.com/client/v4';

interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name?: string;
}

interface Page<T> {
  result: T[];
  success: boolean;
}

export async function zonesOf(url: string) {
  const res = await fetch(url);
  const { result } = (await res.json()) as { result: ZoneEntry[] };
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return result.map((entry) => entry.zone_id);
}

export async function pageNames(url: string) {
  const res = await fetch(url);
  const page = (await res.json()) as Page<ZoneEntry>;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  for (const entry of page.result) console.log(entry.zone_name);
}

export async function single(url: string) {
  const res = await fetch(url);
  const entry = (await res.json()) as ZoneEntry;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return entry.zone_id;
}

export const base = API;
