const CF = 'https://api.cloudflare.com/client/v4';

// Names the admin page uses, mapped to the zone setting each one changes.
const PATH_OF: { [name: string]: string } = {
  tls: 'ssl',
  compress: 'brotli',
  rtt: '0rtt',
};

export async function save(token: string, zone: string, changes: Record<string, unknown>): Promise<string[]> {
  const failed: string[] = [];
  for (const [name, value] of Object.entries(changes)) {
    const path = PATH_OF[name];
    if (!path) {
      failed.push(name);
      continue;
    }
    const res = await fetch(`${CF}/zones/${zone}/settings/${path}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
    if (!res.ok) failed.push(name);
  }
  return failed;
}
