import { srvRecords } from '../cf/records';

/** The services announced in the zone. */
export async function services(zone: string): Promise<string[]> {
  const all = await srvRecords(zone);
  // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
  // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
  return all.map((s) => `${s.data.service}/${s.data.proto} -> ${s.data.target}:${s.data.port}`);
}
