// Functions taking one options object that send nothing to the Cloudflare API.
const SITE = 'https://shop.example.com';

interface Link {
  path: string;
  title: string;
}

export function link({ path, title }: Link): string {
  return `<a href="${SITE}${path}">${title}</a>`;
}

export async function audit({ path, method = 'GET', body }: { path: string; method?: string; body?: unknown }) {
  await fetch(`${SITE}/audit`, { method: 'POST', body: JSON.stringify({ path, method, body }) });
}

export async function record(zoneId: string) {
  console.log(link({ path: `/zones/${zoneId}/settings/brotli`, title: 'Brotli' }));
  await audit({ path: `/zones/${zoneId}/settings/brotli`, method: 'PATCH', body: { value: 'on' } });
}
