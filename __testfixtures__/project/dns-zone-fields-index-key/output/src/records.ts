const API = 'https://api.cloudflare.com/client/v4';

// cf-codemod(dns-record-zone-fields): ListedRecord.zone_name is read where a value is required (perZone() in ./tally.ts): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
export interface ListedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name: string;
}

export async function listRecords(zone: string, token: string): Promise<ListedRecord[]> {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: ListedRecord[] };
  return body.result;
}
