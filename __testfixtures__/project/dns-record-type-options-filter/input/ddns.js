import { lookUp, overwrite } from './records.js';

// The record is found with the type it is written back with.
export async function publish(token, zoneId, host, kind, ip) {
  const next = { type: kind, name: host, content: ip, ttl: 1 };
  const [existing] = await lookUp(token, zoneId, { kind, host });
  if (existing) await overwrite(token, zoneId, existing.id, next);
}
