const CF_API = 'https://api.cloudflare.com/client/v4';
const ZONE_ID: string = process.env.ZONE_ID ?? '';

// Read-only uses before the request leave the URL as written; a hoisted function reads an unchanged one.
const fixed = new URL(`${CF_API}/zones/${ZONE_ID}/settings/brotli`);
void enableAll();

export async function traced(zoneId: string): Promise<void> {
  const url = new URL(CF_API);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  if (`${url}` !== url.href || !url.toString()) throw new Error('no URL');
}

async function enableAll(): Promise<void> {}
