import { saved } from './saved-records';

interface Row { id: string; type: string }

const BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Rows an imported store reads back, each with the type it was saved with.
export async function refresh(zoneId: string, content: string) {
  for (const row of await saved.readAll(zoneId)) {
    await fetch(`${BASE}/zones/${zoneId}/dns_records/${row.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: row.type, content }) });
  }
}

// A class reading its records through its own method, and a list filled only with what was listed.
export class Mirror {
  async listed(zoneId: string): Promise<Row[]> {
    return (await (await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: auth })).json()).result;
  }

  async touch(zoneId: string, content: string) {
    const kept: Row[] = [];
    for (const found of await this.listed(zoneId)) kept.push(found);
    for (const item of kept) {
      await fetch(`${BASE}/zones/${zoneId}/dns_records/${item.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: item.type, content }) });
    }
  }
}
