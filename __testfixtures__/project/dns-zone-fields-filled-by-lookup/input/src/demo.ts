// Sample records for the screenshots: built from seeds, the zone fields written in by the builder.
export interface SampleRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

type Seed = Omit<SampleRecord, 'id' | 'zone_id' | 'zone_name'>;

export function samples(zoneId: string, zoneName: string, seeds: Seed[]): SampleRecord[] {
  return seeds.map((seed, i) => ({ ...seed, id: `${zoneId}-${i}`, zone_id: zoneId, zone_name: zoneName }));
}
