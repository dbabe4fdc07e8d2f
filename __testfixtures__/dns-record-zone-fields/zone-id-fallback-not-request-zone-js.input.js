const CF = 'https://api.cloudflare.com/client/v4';

async function addHost(zone, token, host, ip, fallbackZone) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'A', name: host, content: ip }),
  });
  const { result } = await res.json();
  return { blank: result.zone_id || '', other: result.zone_id ?? fallbackZone };
}

// The zone is changed before it is used as the fallback.
async function moved(zone, token, id) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  zone = 'elsewhere';
  return result.zone_id ?? zone;
}

module.exports = { addHost, moved };
