// A converter's result held by a const before a fetch: the converter is migrated as when it is inlined.
interface Entry {
  kind: string;
  host: string;
  service?: string;
  protocol?: string;
  port?: number;
  target: string;
}

const CF = 'https://api.cloudflare.com/client/v4';

function toApiRecord(entry: Entry): Record<string, unknown> {
  const out: Record<string, unknown> = { type: entry.kind, ttl: 1 };
  switch (entry.kind) {
    case 'SRV':
      out.data = { priority: 10, weight: 5, port: entry.port, target: entry.target };
      out.name = `${entry.service}.${entry.protocol}.${entry.host}`;
      break;
    default:
      out.name = entry.host;
      out.content = entry.target;
  }
  return out;
}

export async function replace(zoneId: string, recordId: string, entry: Entry, token: string) {
  const payload = toApiRecord(entry);
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  return res.json();
}
