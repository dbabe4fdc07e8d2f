import { ZoneClient } from './zone-client';
import { saveServer } from '../store/servers';

/** Copies the zone's game-server records into the panel's store. */
export class ServerSync {
  private zones: ZoneClient;

  constructor() {
    this.zones = new ZoneClient();
  }

  async pull(): Promise<number> {
    const records = await this.zones.listServiceRecords();
    let saved = 0;
    for (const record of records) {
      // cf-codemod(srv-data-to-name): SRV data.name is no longer returned: derive it from the record's name (name.split('.').slice(2).join('.'))
      saveServer({ host: record.data.name || 'unknown', port: record.data.port });
      saved++;
    }
    return saved;
  }

  async describe(id: string): Promise<string> {
    const record = await this.zones.serviceRecord(id);
    // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
    return `${record.data.service} on ${record.data.target}`;
  }
}

/** Hosts of the records a caller's client sees. */
export async function hostsOf(zones: ZoneClient): Promise<string[]> {
  const records = await zones.listServiceRecords();
  // cf-codemod(srv-data-to-name): SRV data.name is no longer returned: derive it from the record's name (name.split('.').slice(2).join('.'))
  return records.map((r) => r.data.name);
}
