// The lookup asks for the zone by its name first, then lists the records of the type it is given:
// the record it hands back is of that type, and the caller sends that same type back.
const API_BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.DNS_TOKEN}` };
interface Listed<T> { success: boolean; result: T[] }
interface DnsEntry { id: string; type: string; name: string; content: string }

async function findRecord(domain: string, host: string, recordType: string): Promise<DnsEntry | undefined> {
  const zonesRes = await fetch(`${API_BASE}/zones?name=${domain}`, { headers: auth });
  const zones = (await zonesRes.json()) as Listed<{ id: string }>;
  const zoneId = zones.result[0].id;
  const listRes = await fetch(`${API_BASE}/zones/${zoneId}/dns_records?type=${recordType}&name=${host}`, { headers: auth });
  const listed = (await listRes.json()) as Listed<DnsEntry>;
  if (listed.result.length === 0) return undefined;
  return listed.result[0];
}

async function writeContent(zoneId: string, recordId: string, recordType: string, value: string): Promise<void> {
  await fetch(`${API_BASE}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: recordType, content: value }) });
}

export async function point(domain: string, zoneId: string, host: string, recordType: string, value: string): Promise<void> {
  const found = await findRecord(domain, host, recordType);
  if (found) await writeContent(zoneId, found.id, recordType, value);
}
