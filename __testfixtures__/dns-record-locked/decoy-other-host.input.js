// A self-hosted DNS admin API with the same record shape: not Cloudflare.
async function addRecord(zone, name, content) {
  await fetch(`https://dns-admin.internal/zones/${zone}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'A', name, content, ttl: 60, proxied: false, locked: false }),
  });
  const res = await fetch(`https://dns-admin.internal/zones/${zone}/dns_records`);
  const body = await res.json();
  return body.result.map((r) => r.locked);
}

module.exports = { addRecord };
