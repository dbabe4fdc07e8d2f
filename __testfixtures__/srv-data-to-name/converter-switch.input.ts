// The converter switches on the record's own type: in `case 'SRV'` the body's type is 'SRV'.
interface ZoneEntry {
  type: string;
  host: string;
  value?: string;
  service?: string;
  proto?: string;
  port?: number;
}

interface CloudflareRecordBody {
  type: string;
  name?: string;
  content?: string;
  ttl: number;
  data?: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

const API_BASE = 'https://api.cloudflare.com/client/v4';

function recordBody(entry: ZoneEntry): CloudflareRecordBody {
  const body: CloudflareRecordBody = { type: entry.type, ttl: 300 };
  switch (entry.type) {
    case 'SRV': {
      body.data = { service: entry.service!, proto: entry.proto!, name: entry.host, priority: 0, weight: 0, port: entry.port!, target: entry.value! };
      break;
    }
    default:
      body.name = entry.host;
      body.content = entry.value;
  }
  return body;
}

export async function putRecord(zone: string, id: string, entry: ZoneEntry, token: string): Promise<unknown> {
  const response = await fetch(`${API_BASE}/zones/${zone}/dns_records/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(recordBody(entry)),
  });
  return response.json();
}
