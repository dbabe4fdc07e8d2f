const CF = 'https://api.cloudflare.com/client/v4';

// What the zone's settings were at the last refresh, by id.
const current = {};

async function refresh(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  body.result.forEach((s) => {
    current[s.id] = s.value;
  });
}

// The form's own choices, handed in by the page: another object that happens to share the name.
function label(current) {
  return current.brotli ? 'compressed' : 'plain';
}

function compressedNow() {
  // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  return current.brotli === 'on';
}

module.exports = { refresh, label, compressedNow };
