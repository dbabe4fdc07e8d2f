import { srvRecords } from '../cf/records';

/** The services announced in the zone. */
export async function services(zone: string): Promise<string[]> {
  const all = await srvRecords(zone);
  return all.map((s) => `${s.data.service}/${s.data.proto} -> ${s.data.target}:${s.data.port}`);
}
