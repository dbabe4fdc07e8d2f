import { WANTED } from './wanted-records';

interface Row { id: string; type: string; content?: string }

const BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Records this app writes by hand in another module: their type is whatever the module says.
export async function applyWanted(zoneId: string) {
  for (const want of WANTED) {
    await fetch(`${BASE}/zones/${zoneId}/dns_records/${want.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: want.type, content: want.content }) });
  }
}

// A list on the class that it fills with objects it writes itself.
export class Changes {
  private queue: Row[];

  constructor() {
    this.queue = [];
  }

  add(found: Row, kind: string, content: string) {
    this.queue.push({ id: found.id, type: kind, content });
  }

  async flush(zoneId: string) {
    for (const item of this.queue) {
      await fetch(`${BASE}/zones/${zoneId}/dns_records/${item.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: item.type, content: item.content }) });
    }
  }
}

// A listed page swapped for the caller's list.
export async function swapped(zoneId: string, mine?: Row[]) {
  let rows: Row[] = (await (await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: auth })).json()).result;
  if (mine) rows = mine;
  return Promise.all(rows.map((row: Row) => fetch(`${BASE}/zones/${zoneId}/dns_records/${row.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: row.type }) })));
}

// The caller's objects appended to the page a promise answers.
export function appended(zoneId: string, mine: Row[]) {
  return fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: auth }).then((res) => res.json()).then((answer: { result: Row[] }) => {
    answer.result.push(...mine);
    return Promise.all(answer.result.map((row: Row) => fetch(`${BASE}/zones/${zoneId}/dns_records/${row.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: row.type }) })));
  });
}

// The caller's objects joined to a listed page.
export async function joined(zoneId: string, mine: Row[]) {
  const page: Row[] = (await (await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: auth })).json()).result;
  return Promise.all(page.concat(mine).map((row: Row) => fetch(`${BASE}/zones/${zoneId}/dns_records/${row.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: row.type }) })));
}

