const CF_API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://cf-mirror.example.net/client/v4';

// Look-alikes: the URL object ends up elsewhere than the brotli setting, or is changed out of sight.
export async function tlsOn(zoneId: string, token: string): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
  url.pathname = `/client/v4/zones/${zoneId}/settings/tls_1_3`;
  await fetch(url, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
}

export async function mirrored(zoneId: string): Promise<void> {
  const url = new URL(MIRROR);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function moved(zoneId: string, host: string): Promise<void> {
  const url = new URL(CF_API);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  url.host = host;
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function maybe(zoneId: string, legacy: boolean): Promise<void> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/http3`);
  if (legacy) {
    url.pathname = `/client/v4/zones/${zoneId}/settings/brotli`;
  }
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function later(zoneId: string): Promise<string> {
  const url = new URL(`${CF_API}/zones/${zoneId}/settings/http3`);
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  url.pathname = `/client/v4/zones/${zoneId}/settings/brotli`;
  return url.pathname;
}
