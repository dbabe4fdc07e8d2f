const CF = 'https://api.cloudflare.com/client/v4';

// The zone's records are `result`, `records` and `first`; the same names declared again inside a
// block, a callback and a helper hold the tenants' own rows, which are no records.
async function zonesOf(zoneId, token, tenants) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const records = result;
  const first = records[0];
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  console.log(first.name, first.zone_name);
  if (tenants.length > 0) {
    var kept = records[1];
    const result = tenants.map((t) => t.row);
    console.log(result[0].zone_name);
  }
  tenants.forEach((first) => console.log(first.zone_id));
  function rowOf(records) {
    const first = records[0];
    return first.zone_id;
  }
  function lastRow() {
    var first = tenants[tenants.length - 1];
    return first.zone_name;
  }
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return [kept.zone_id, rowOf(tenants), lastRow()];
}

module.exports = { zonesOf };
