const CF_API = 'https://api.cloudflare.com/client/v4';
const zoneId: string = process.env.ZONE_ID ?? '';

// Look-alikes: the functions below run first (hoisted), while the URL still points at early_hints.
const url = new URL(`${CF_API}/zones/${zoneId}/settings/early_hints`);
void enable();
const handler = { run: () => fetch(url.toString(), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) }) };
void handler.run();
url.pathname = `/client/v4/zones/${zoneId}/settings/brotli`;

async function enable(): Promise<void> {
  await fetch(url, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
