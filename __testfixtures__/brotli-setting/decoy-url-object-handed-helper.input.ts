const CF_API = 'https://api.cloudflare.com/client/v4';

// The URL is handed to a helper (or each of a list to one) that moves it to another setting before it is
// sent: the request stays; the helper is given the brotli URL.
function useSetting(url: URL, name: string): void {
  url.pathname = url.pathname.replace(/[^/]+$/, name);
}

export async function grown(zoneId: string): Promise<void> {
  const url = new URL(CF_API);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  useSetting(url, 'early_hints');
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function made(zoneId: string): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  useSetting(url as URL, 'early_hints');
  await fetch(url.toString(), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function inList(zoneId: string): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  const urls: URL[] = [url];
  urls.forEach((u) => useSetting(u, 'early_hints'));
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
