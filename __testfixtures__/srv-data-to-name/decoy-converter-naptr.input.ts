// A converter whose switch case builds NAPTR data (which has a `service` of its own): not SRV, left alone.
const ENDPOINT = 'https://api.cloudflare.com/client/v4';

interface Entry {
  kind: 'naptr' | 'a';
  host: string;
  service: string;
  order: number;
  value: string;
}

function toRecord(entry: Entry): Record<string, unknown> {
  const record: Record<string, unknown> = { name: entry.host, ttl: 1 };
  switch (entry.kind) {
    case 'naptr':
      record.type = 'NAPTR';
      record.data = { service: entry.service, order: entry.order, preference: 10, flags: 'U', regex: '', replacement: '.' };
      break;
    default:
      record.type = 'A';
      record.content = entry.value;
  }
  return record;
}

export async function save(zone: string, entry: Entry): Promise<void> {
  await fetch(`${ENDPOINT}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(toRecord(entry)) });
}
