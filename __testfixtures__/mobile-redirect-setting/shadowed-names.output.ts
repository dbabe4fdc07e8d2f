const CF_API = 'https://api.cloudflare.com/client/v4';

// `result` is the zone's settings; the `result` of the block and the helper's `entries` are the
// app's own flags, read with the same ids.
export async function report(zone: string, token: string, flags: Array<{ id: string; enabled: boolean }>): Promise<unknown[]> {
  const res = await fetch(`${CF_API}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const entries = result;
  if (flags.length > 0) {
    const result = flags.filter((f) => f.enabled);
    console.log(result.find((s) => s.id === 'mobile_redirect'));
  }
  function local(entries: Array<{ id: string }>) {
    return entries.find((s) => s.id === 'mobile_redirect');
  }
  // cf-codemod(mobile-redirect-setting): the mobile_redirect setting was removed (2024-06-30): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  const entry = entries.find((s) => s.id === 'mobile_redirect');
  return [entry, local(flags)];
}
