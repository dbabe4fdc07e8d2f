const API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// Another record type of the file: nothing here fills its zone_id.
export interface ZoneRecordRow {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
}

export async function recordsOf(zoneId: string, token: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: DnsRecord[] };
  return body.result.map((a: DnsRecord) => {
    a.zone_id = zoneId;
    return a;
  });
}

export function rowZone(row: ZoneRecordRow): string | undefined {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return row.zone_id ?? undefined;
}
