// Values kept under a record's path: Workers bindings, browser stores, caches. None sends a request.
export const worker = {
  async fetch(request, env) {
    const archive = env.SNAPSHOTS;
    const { zone, entry, kind } = await request.json();
    await archive.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: kind }));
    return new Response('kept');
  },
};

export function onRoute(app) {
  app.post('/note/:zone/:entry', async (c) => {
    await c.env.NOTES.put(`zones/${c.req.param('zone')}/dns_records/${c.req.param('entry')}`, JSON.stringify({ type: 'TXT' }));
    return c.text('noted');
  });
}

export class Ledger {
  constructor(state, env) {
    this.env = env;
  }

  async log(zone, entry, kind) {
    await this.env.LEDGER.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: kind }));
  }
}

export function browser(idb, zone, entry, kind) {
  idb.transaction('notes', 'readwrite').objectStore('notes').put({ type: kind }, `zones/${zone}/dns_records/${entry}`);
}

export function recent(lru, levels, zone, entry, kind) {
  lru.put(`zones/${zone}/dns_records/${entry}`, { type: kind });
  levels.put(`zones/${zone}/dns_records/${entry}`, { type: kind, at: Date.now() });
}

export async function withOptions(http, zone, rec, target) {
  return http.put(`zones/${zone}/dns_records/${rec.id}`, { ...rec, content: target }, { type: 'json', retries: 2 });
}
