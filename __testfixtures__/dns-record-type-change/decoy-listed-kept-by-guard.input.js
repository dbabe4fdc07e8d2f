const BASE = 'https://api.cloudflare.com/client/v4';

// The list filtered on type A is kept through a guard that falls back to an empty list: every record
// walked is one of those A records, and each is sent back as an A record.
async function bumpAll(zone, host, ip, token) {
  const res = await fetch(`${BASE}/zones/${zone}/dns_records?type=A&name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json());
  const found = Array.isArray(body.result) ? body.result : [];
  for (const entry of found) {
    await fetch(`${BASE}/zones/${zone}/dns_records/${entry.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'A', name: entry.name, content: ip }),
    });
  }
}

// The same with `?? []` and `|| []`.
async function bumpFirst(zone, host, ip, token) {
  const res = await fetch(`${BASE}/zones/${zone}/dns_records?type=AAAA&name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json());
  const some = body.result ?? [];
  const first = (some || [])[0];
  if (!first) return;
  await fetch(`${BASE}/zones/${zone}/dns_records/${first.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'AAAA', content: ip }),
  });
}
module.exports = { bumpAll, bumpFirst };
