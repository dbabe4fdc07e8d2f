interface Cause { code: number; message: string }

const API = 'https://api.cloudflare.com/client/v4';

// A comment written inside the assertion stays where it is written.
export async function addHost(zone: string, host: object): Promise<string[]> {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(host) });
  const body = await res.json();
  const failure = body.errors[0];
  return ((failure.error_chain ?? [failure]) /* the causes */ as Cause[]).map((cause) => cause.message);
}
