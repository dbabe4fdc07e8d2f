// A wrapper of the file hands out the records of the list; the SRV ones are read back for a table.
const CF = 'https://api.cloudflare.com/client/v4';

export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  data?: Record<string, string>;
}

export async function listRecords(zoneId: string, token: string): Promise<ZoneRecord[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: ZoneRecord[] }).result;
}

export async function srvServices(zoneId: string, token: string) {
  return (await listRecords(zoneId, token)).filter((r) => r.type === 'SRV').map((r) => r.name.split('.')[0]);
}

export async function srvRows(zoneId: string, token: string) {
  const records = await listRecords(zoneId, token);
  const rows: string[] = [];
  for (const rec of records) {
    if (rec.type === 'SRV') rows.push(`${rec.name.split('.')[1]} ${rec.name.split('.').slice(2).join('.')}`);
    else rows.push(rec.data?.service ?? '');
  }
  return rows;
}

export async function editForm(zoneId: string, token: string, id: string) {
  const rec = (await listRecords(zoneId, token)).find((r) => r.id === id);
  if (!rec) return undefined;
  const d = rec.data as Record<string, string> | undefined;
  switch (rec.type) {
    case 'NAPTR':
      return { service: d?.service ?? '' };
    case 'SRV':
      // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
      // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
      return { service: d?.service ?? '', proto: d?.proto ?? '_tcp' };
  }
  return undefined;
}
