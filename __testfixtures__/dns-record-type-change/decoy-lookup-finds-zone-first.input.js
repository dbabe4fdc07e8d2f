// The lookup asks for the zone by its name first, then lists the records of the type it is given:
// the record it hands back is of that type, and the caller sends that same type back.
const API_BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.DNS_TOKEN}` };

async function findRecord(domain, host, recordType) {
  const zonesRes = await fetch(`${API_BASE}/zones?name=${domain}`, { headers: auth });
  const zoneId = (await zonesRes.json()).result[0].id;
  const listRes = await fetch(`${API_BASE}/zones/${zoneId}/dns_records?type=${recordType}&name=${host}`, { headers: auth });
  const listed = await listRes.json();
  if (listed.result.length === 0) return undefined;
  return listed.result[0];
}

async function writeContent(zoneId, recordId, recordType, value) {
  await fetch(`${API_BASE}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: recordType, content: value }) });
}

export async function point(domain, zoneId, host, recordType, value) {
  const found = await findRecord(domain, host, recordType);
  if (found) await writeContent(zoneId, found.id, recordType, value);
}
