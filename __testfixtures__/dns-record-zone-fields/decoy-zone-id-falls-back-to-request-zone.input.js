const CF = 'https://api.cloudflare.com/client/v4';

// Falls back to the zone id in this request's own URL.
async function addHost(zone, token, host, ip) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'A', name: host, content: ip }),
  });
  const { result } = await res.json();
  return { id: result.id, zone: result.zone_id ?? zone };
}

// A default in the pattern: the same fallback.
async function readHost(zone, token, id) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const { zone_id = zone, name } = result;
  return { zone_id, name };
}

module.exports = { addHost, readHost };
