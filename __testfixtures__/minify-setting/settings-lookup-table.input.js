const CF = 'https://api.cloudflare.com/client/v4';

// The options a dashboard form may send, and the path segment each one is stored under.
const SEGMENT_FOR = {
  tls: 'ssl',
  https_only: 'always_use_https',
  shrink_assets: 'minify',
  early: '0rtt',
};

export async function saveOptions(token, zone, form) {
  const refused = [];
  for (const [option, value] of Object.entries(form)) {
    const segment = SEGMENT_FOR[option];
    if (!segment) {
      refused.push(option);
      continue;
    }
    await fetch(`${CF}/zones/${zone}/settings/${segment}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
  }
  return refused;
}
