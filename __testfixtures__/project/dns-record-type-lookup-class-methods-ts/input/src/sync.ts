import { BaseClient, LeakyClient, PairClient, SharedClient, ZoneClient } from './zone-client';
import { audit } from './audit';

type Want = { zone: string; kind: string; label: string; target: string };

// The record is the first of a list filtered on the very type it is written back with.
export async function syncAll(key: string, wants: Want[]) {
  for (const want of wants) {
    const client = new ZoneClient(key, want.zone);
    const hits = await client.search({ kind: want.kind, label: want.label });
    if (hits.length === 1 && hits[0].content !== want.target) {
      await client.rewrite({ recordId: hits[0].id, kind: want.kind, label: want.label, target: want.target });
    }
  }
}

export async function syncLeaky(key: string, want: Want) {
  const client = new LeakyClient(key, want.zone);
  const hits = await client.search({ kind: want.kind, label: want.label });
  if (hits.length === 1) await client.rewrite({ recordId: hits[0].id, kind: want.kind, target: want.target });
  audit(client);
}

class WideClient extends BaseClient {
  async search({ label }: { kind?: string; label?: string }) {
    return super.search({ label });
  }
}

export async function syncWide(key: string, want: Want) {
  const client = new WideClient(key, want.zone);
  const hits = await client.search({ kind: want.kind, label: want.label });
  if (hits.length === 1) await client.rewrite({ recordId: hits[0].id, kind: want.kind, target: want.target });
}

export async function syncPair(key: string, want: Want) {
  const first = new PairClient(key, want.zone);
  const hits = await first.search({ kind: want.kind, label: want.label });
  if (hits.length === 1) await first.rewrite({ recordId: hits[0].id, kind: want.kind, target: want.target });
  const second = new PairClient(key, want.zone);
  const others = await second.search({ kind: 'AAAA', label: want.label });
  if (others.length === 1) await second.rewrite({ recordId: others[0].id, kind: want.kind, target: want.target });
}

export const shared = new SharedClient(process.env.CF_KEY ?? '', process.env.CF_ZONE ?? '');

export async function syncShared(want: Want) {
  const hits = await shared.search({ kind: want.kind, label: want.label });
  if (hits.length === 1) await shared.rewrite({ recordId: hits[0].id, kind: want.kind, target: want.target });
}
