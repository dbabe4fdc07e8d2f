async function records(zoneId) {
  const res = await fetch(`https://dns.internal.example/zones/${zoneId}/dns_records`);
  const body = await res.json();
  return body.result.map((r) => ({ name: r.name, zone: r.zone_name, zoneId: r.zone_id, ttl: r.ttl, proxied: r.proxied }));
}

module.exports = { records };
