const CF = 'https://api.cloudflare.com/client/v4';

// The zone is written again through an array pattern before the fallback reads it.
async function firstOfBatch(token, batches) {
  let zone = batches[0].zone;
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  [zone] = batches.slice(1).map((b) => b.zone);
  return result.map((rec) => rec.zone_id || zone);
}

// Through an object pattern.
async function fromSettings(token, settings, other) {
  let zone = settings.zone;
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  ({ zone } = other);
  return result.map((rec) => rec.zone_id ?? zone);
}

// A parameter taken over by a loop's head.
async function lastZone(zone, token, rest) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  for (zone of rest) console.log(zone);
  return result.map((rec) => rec.zone_id ?? zone);
}

module.exports = { firstOfBatch, fromSettings, lastZone };
