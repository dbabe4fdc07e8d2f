const API = 'https://api.cloudflare.com/client/v4';

// The parameter is never written: the formatter's own parameter of that name is another binding.
async function listFor(zone, token) {
  const describe = (zone) => `listing ${zone}`;
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  console.info(describe(zone));
  return result.map((entry) => entry.zone_id ?? zone);
}

// A let set where it is declared; the catch names its error the same.
async function listFirst(token, zoneIds) {
  let zoneId = zoneIds[0];
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  try {
    JSON.parse(res.headers.get('x-note') ?? '{}');
  } catch (zoneId) {
    console.warn(zoneId);
  }
  return result.map((entry) => entry.zone_id || zoneId);
}

// A nested function declares and rewrites a variable of the same name.
async function listTagged(zone, token) {
  function tag(list) {
    let zone = 'none';
    zone = list.length > 0 ? 'some' : zone;
    return zone;
  }
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  console.info(tag(result));
  return result.map((entry) => entry.zone_id ?? zone);
}

module.exports = { listFor, listFirst, listTagged };
