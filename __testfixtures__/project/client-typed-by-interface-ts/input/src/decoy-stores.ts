const API = 'https://api.cloudflare.com/client/v4';
const LEDGER = 'https://ledger.example.com/v2';

export interface RecordStore {
  amendRecord(zone: string, record: string, patch: { type?: string }): Promise<unknown>;
}

/** Never implemented by any class: a value of it may be anything of that shape. */
export interface RemoteRecords {
  amendRecord(zone: string, record: string, patch: { type?: string }): Promise<unknown>;
}

class EdgeStore implements RecordStore {
  async amendRecord(zone: string, record: string, patch: { type?: string }): Promise<unknown> {
    return fetch(`${API}/zones/${zone}/dns_records/${record}`, { method: 'PATCH', body: JSON.stringify(patch) });
  }
}

class LedgerStore implements RecordStore {
  async amendRecord(zone: string, record: string, patch: { type?: string }): Promise<unknown> {
    return fetch(`${LEDGER}/books/${zone}/entries/${record}`, { method: 'PATCH', body: JSON.stringify(patch) });
  }
}

export function openStore(edge: boolean): RecordStore {
  return edge ? new EdgeStore() : new LedgerStore();
}
