import type { SrvRecord } from './types';

const STORE = 'https://dns-store.internal.example/api/records';

export async function saveSrv(host: string, port: number) {
  const record: SrvRecord = {
    type: 'SRV',
    name: host,
    data: { service: '_xmpp', proto: '_tcp', name: host, priority: 0, weight: 0, port, target: host },
  };
  return fetch(STORE, { method: 'POST', body: JSON.stringify(record) });
}
