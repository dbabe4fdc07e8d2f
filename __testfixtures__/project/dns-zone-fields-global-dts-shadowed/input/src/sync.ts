import type { PageEntry } from './pages';

// Its own ListedEntry, declared here: the global one of types.d.ts is shadowed.
interface ListedEntry {
  id: string;
  name: string;
}

export async function idOf(token: string, zone: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const entries = (body as { result: ListedEntry[] }).result;
  return entries.find((e) => e.name === fqdn)?.id;
}

export async function pageIdOf(token: string, zone: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return (body as { result: PageEntry[] }).result.find((e) => e.name === fqdn)?.id;
}
