const API = "https://api.cloudflare.com/client/v4";

interface Rec { id: string; type: string; name: string; content: string }

async function call<T>(path: string, init: { method?: string; body?: string } = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return ((await res.json()) as { result: T }).result;
}

// An existing record of another type is refused before the update.
export async function upsert(zone: string, host: string, kind: "A" | "AAAA" | "CNAME", value: string) {
  const found = await call<Rec[]>(`/zones/${zone}/dns_records?name=${host}`);
  const rec = found.find((r) => r.name === host);
  const payload = { type: kind, name: host, content: value, ttl: 1 };
  if (rec && rec.type !== kind) {
    throw new Error(`${host} is already a ${rec.type} record`);
  }
  if (rec) {
    return call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PUT", body: JSON.stringify(payload) });
  }
  return call<Rec>(`/zones/${zone}/dns_records`, { method: "POST", body: JSON.stringify(payload) });
}

// The update only runs inside a test that the types are equal.
export async function refresh(zone: string, host: string, kind: string, value: string) {
  const found = await call<Rec[]>(`/zones/${zone}/dns_records?name=${host}`);
  const rec = found[0];
  if (rec && kind === rec.type) {
    await call<Rec>(`/zones/${zone}/dns_records/${rec.id}`, { method: "PATCH", body: JSON.stringify({ type: kind, content: value }) });
  }
}
