// Lists a zone's records and finds the one with this name; ListedEntry is the global one.
export async function idOf(token: string, zone: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const entries = (body as { result: ListedEntry[] }).result;
  return entries.find((e) => e.name === fqdn)?.id;
}

// The cache answers with its own rows: the cast is not of a DNS record response.
export async function cachedIdOf(cacheUrl: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`${cacheUrl}/entries`);
  const rows = await res.json();
  return (rows as CachedEntry[]).find((r) => r.name === fqdn)?.id;
}
