// Another DNS provider's API, and our own settings service: same words, not Cloudflare.
export async function otherProvider(zone: string, key: string): Promise<void> {
  await fetch(`https://api.dns-host.example/v2/zones/${zone}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { 'X-Api-Key': key },
    body: JSON.stringify({ value: 'on' }),
  });
}

export async function ownRoute(zone: string): Promise<void> {
  await fetch(`/zones/${zone}/settings/cname_flattening`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

// Already on the DNS settings endpoint.
export async function migrated(zone: string): Promise<void> {
  await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_settings`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    body: JSON.stringify({ flatten_all_cnames: true }),
  });
}
