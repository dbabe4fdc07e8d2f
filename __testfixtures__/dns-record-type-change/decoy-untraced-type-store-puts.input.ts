// Values kept under a record's path: Workers bindings, browser stores, caches. None sends a request.
type Env = { NOTES: KVNamespace; LEDGER: R2Bucket };

export async function keepTyped(shelf: R2Bucket, zone: string, entry: string, kind: string) {
  await shelf.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: kind }));
}

export async function handle(c: { env: Env }, zone: string, entry: string) {
  await c.env.NOTES.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: 'TXT' }));
}

export class Ledger {
  constructor(private readonly state: DurableObjectState, private readonly env: Env) {}

  async log(zone: string, entry: string, kind: string) {
    await this.env.LEDGER.put(`zones/${zone}/dns_records/${entry}`, JSON.stringify({ type: kind }));
  }

  async persist(zone: string, entry: string, kind: string) {
    await this.state.storage.put(`zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export function browser(idb: IDBDatabase, zone: string, entry: string, kind: string) {
  idb.transaction('notes', 'readwrite').objectStore('notes').put({ type: kind }, `zones/${zone}/dns_records/${entry}`);
}

export function recent(levels: { put(key: string, value: unknown): void }, zone: string, entry: string, kind: string) {
  levels.put(`zones/${zone}/dns_records/${entry}`, { type: kind, at: Date.now() });
}

interface Http {
  put(route: string, payload: unknown, options?: { type?: string; retries?: number }): Promise<unknown>;
  get(route: string): Promise<unknown>;
}

export async function withOptions(http: Http, zone: string, rec: { id: string; type: string }, target: string) {
  return http.put(`zones/${zone}/dns_records/${rec.id}`, { ...rec, content: target }, { type: 'json', retries: 2 });
}
