const CF_API = 'https://rules.internal.example.com/v1';

// The same one-line loops and branches against our own rules service: left alone.
export async function audit(zones: string[], paged: boolean, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  if (paged) await fetch(`${CF_API}/zones/${zones[0]}/firewall/rules?page=2`, { headers }); else await fetch(`${CF_API}/zones/${zones[0]}/firewall/rules`, { headers });
  for (const zone of zones) await fetch(`${CF_API}/zones/${zone}/firewall/rules`, { headers });
  let left = zones.length;
  while (left-- > 0) await fetch(`${CF_API}/zones/${zones[left]}/filters`, { headers });
  outer: for (const zone of zones) { if (!zone) continue outer; await fetch(`${CF_API}/zones/${zone}/filters`, { headers }); }
}
