import type { MirrorRecord } from './types';

const MIRROR = 'https://api.digitalocean.com/v2';

export async function listMirrorRecords(domain: string, token: string): Promise<MirrorRecord[]> {
  const res = await fetch(`${MIRROR}/domains/${domain}/records`, { headers: { Authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { domain_records: MirrorRecord[] };
  return json.domain_records;
}
