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
      saveServer({ host: record.data.name || 'unknown', port: record.data.port });
      saved++;
    }
    return saved;
  }

  async describe(id: string): Promise<string> {
    const record = await this.zones.serviceRecord(id);
    return `${record.data.service} on ${record.data.target}`;
  }
}

/** Hosts of the records a caller's client sees. */
export async function hostsOf(zones: ZoneClient): Promise<string[]> {
  const records = await zones.listServiceRecords();
  return records.map((r) => r.data.name);
}
