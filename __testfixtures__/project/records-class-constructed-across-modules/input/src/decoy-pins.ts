import { Pinned } from './entry';

export function pin(zoneId: string): Pinned {
  return new Pinned({ zone_id: zoneId, locked: true });
}
