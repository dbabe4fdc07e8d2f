// Mirrors the zone to Cloudflare: this file anchors the run, so the record-shaped types above are records.
async function pushRecord(zoneId, token, record) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
  return res.json();
}

module.exports = { pushRecord };
