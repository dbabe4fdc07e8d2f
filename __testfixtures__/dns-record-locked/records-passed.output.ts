const API = 'https://api.cloudflare.com/client/v4';

interface Row {
  name: string;
  locked: boolean;
}

const toRow = (record: any): Row => ({ name: record.name, locked: record.locked ?? false });

function lockedNames(records: any[]): string[] {
  return records.filter((r) => r.locked ?? false).map((r) => r.name);
}

export async function rows(zoneId: string, token: string): Promise<Row[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  console.warn('locked:', lockedNames(result));
  return result.map((r: any) => toRow(r));
}
