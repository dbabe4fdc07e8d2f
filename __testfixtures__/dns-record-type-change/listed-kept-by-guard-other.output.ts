const BASE = 'https://api.cloudflare.com/client/v4';

// The guard falls back to a list the caller hands in, not an empty one: its records may have any type.
export async function bumpAll(zone: string, host: string, ip: string, token: string, cached: any[]): Promise<void> {
  const res = await fetch(`${BASE}/zones/${zone}/dns_records?type=A&name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as any;
  const found = Array.isArray(body.result) ? body.result : cached;
  for (const entry of found) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${BASE}/zones/${zone}/dns_records/${entry.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'A', name: entry.name, content: ip }),
    });
  }
}

// A list kept through an empty fallback, but the guard tests another value: still the A list.
// Sent with another type: reported.
export async function retypeAll(zone: string, host: string, ip: string, token: string): Promise<void> {
  const res = await fetch(`${BASE}/zones/${zone}/dns_records?type=A&name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as any;
  const found = body.result ?? [];
  for (const entry of found) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${BASE}/zones/${zone}/dns_records/${entry.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'AAAA', name: entry.name, content: ip }),
    });
  }
}
