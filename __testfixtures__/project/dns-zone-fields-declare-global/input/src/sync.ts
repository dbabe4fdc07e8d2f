import { RECORDS_PER_PAGE } from './records';

// Lists a zone's records and finds the one with this name; ZoneRecordEntry comes from declare global.
export async function idOf(token: string, zone: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records?per_page=${RECORDS_PER_PAGE}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const entries = (body as { result: ZoneRecordEntry[] }).result;
  return entries.find((e) => e.name === fqdn)?.id;
}
