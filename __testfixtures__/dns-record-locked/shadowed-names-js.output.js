const CF = 'https://api.cloudflare.com/client/v4';

// The zone's records are `result`, `records` and `first`; the same names declared again inside a
// block, a callback and a helper hold the sessions' leases, which are no records.
async function lockedNames(zoneId, token, sessions) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const records = result;
  const first = records[0];
  console.log(first.name, first.locked ?? false);
  if (sessions.length > 0) {
    var kept = records[1];
    const result = sessions.map((s) => s.lease);
    console.log(result[0].locked);
  }
  sessions.forEach((first) => console.log(first.locked));
  function leaseOf(records) {
    const first = records[0];
    return first.locked;
  }
  function lastLease() {
    var first = sessions[sessions.length - 1];
    return first.locked;
  }
  return [kept.locked ?? false, leaseOf(sessions), lastLease()];
}

module.exports = { lockedNames };
