const API = "https://api.cloudflare.com/client/v4";

interface Rec { id: string; type: string; name: string; content: string }

async function call<T>(path: string, init: { method?: string; body?: string } = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return ((await res.json()) as { result: T }).result;
}

// The guard tests another record than the one updated.
export async function upsert(zone: string, host: string, kind: string, value: string) {
  const found = await call<Rec[]>(`/zones/${zone}/dns_records?name=${host}`);
  const rec = found.find((r) => r.name === host);
  const twin = found.find((r) => r.name === `www.${host}`);
  if (twin && twin.type !== kind) throw new Error("mismatch");
  if (rec) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    return call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PUT", body: JSON.stringify({ type: kind, content: value }) });
  }
  return undefined;
}

// A guard that only warns goes on to the update; one that holds only with another flag proves nothing.
export async function refresh(zone: string, host: string, kind: string, value: string, strict: boolean) {
  const found = await call<Rec[]>(`/zones/${zone}/dns_records?name=${host}`);
  const rec = found[0];
  if (!rec) return;
  if (rec.type !== kind) console.warn(`${host}: ${rec.type} becomes ${kind}`);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PATCH", body: JSON.stringify({ type: kind, content: value }) });
  if (strict && rec.type !== kind) throw new Error("mismatch");
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PUT", body: JSON.stringify({ type: kind, content: value }) });
}

// The guard's test compares the record's type with a name that the update does not send.
export async function rename(zone: string, host: string, kind: string, wanted: string) {
  const found = await call<Rec[]>(`/zones/${zone}/dns_records?name=${host}`);
  const rec = found[0];
  if (!rec || rec.type !== kind) return;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if wanted can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PUT", body: JSON.stringify({ type: wanted, name: host }) });
}
