import type { MirrorRecord } from '../lib/types';

// The mirror's SRV records keep service and proto in data: nothing to change here.
export function mirrorLabel(rec: MirrorRecord): string {
  const d = rec.data;
  if (rec.type === 'SRV' && d) return `${d.service}.${d.proto}:${d.port}`;
  return rec.name;
}
