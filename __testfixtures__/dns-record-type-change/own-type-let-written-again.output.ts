const CF_API = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
  name: string;
}

async function entries(zoneId: string): Promise<DnsEntry[]> {
  const res = await fetch(`${CF_API}/zones/${zoneId}/dns_records`);
  return ((await res.json()) as { result: DnsEntry[] }).result;
}

// Written in the try and again after a fallback: two values, the type may be the fallback's.
export async function refresh(zoneId: string, host: string, ip: string): Promise<void> {
  let entry: DnsEntry | undefined;
  try {
    entry = (await entries(zoneId)).find((e) => e.name === host);
  } catch {
    return;
  }
  const entryId = entry?.id ?? '';
  if (ip.includes(':')) entry = { id: entryId, type: 'AAAA', name: host };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if entry?.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${CF_API}/zones/${zoneId}/dns_records/${entryId}`, { method: 'PATCH', body: JSON.stringify({ type: entry?.type, content: ip }) });
}
