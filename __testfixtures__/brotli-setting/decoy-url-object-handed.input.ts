const CF_API = 'https://api.cloudflare.com/client/v4';

// Look-alikes: the URL is handed on before it is sent (into an object or a list whose member is moved,
// returned beside its sender): the request is not known to be the brotli one.
interface Job {
  target: URL;
}

export async function inObject(zoneId: string): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  const job: Job = { target: url };
  job.target.pathname = `/client/v4/zones/${zoneId}/settings/early_hints`;
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function inList(zoneId: string): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  const urls: URL[] = [url];
  for (const u of urls) u.pathname = `/client/v4/zones/${zoneId}/settings/early_hints`;
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export function handedBack(zoneId: string): [URL, () => Promise<Response>] {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  return [url, () => fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) })];
}
