import axios from 'axios';

interface CloudflareSrvRecord {
  id?: string;
  type: 'SRV';
  data: {
    service: string;
    proto: string;
    name: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
}

interface Server {
  host: string;
  port: number;
}

/** Publishes the SRV records of game servers. */
export class SrvManager {
  constructor(private readonly zoneId: string, private readonly token: string) {}

  async create(host: string, port: number): Promise<Server> {
    // cf-codemod(srv-data-to-name): CloudflareSrvRecord must stop requiring data.service/proto/name, which this file reads through it: derive those reads from the record's name and make the three optional, then run again
    const record: CloudflareSrvRecord = {
      type: 'SRV',
      data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port, target: 'mc.example.com' },
    };
    await axios.post(`https://api.cloudflare.com/client/v4/zones/${this.zoneId}/dns_records`, record, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return this.toServer(record);
  }

  private toServer(record: CloudflareSrvRecord): Server {
    // cf-codemod(srv-data-to-name): SRV data.name is no longer returned: derive it from the record's name (name.split('.').slice(2).join('.'))
    return { host: record.data.name, port: record.data.port };
  }

  describe(record?: CloudflareSrvRecord): string {
    if (!record) return 'none';
    // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
    // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
    return `${record.data.service}.${record.data.proto} -> ${record.data.target}:${record.data.port} (${record.data.priority}/${record.data.weight})`;
  }

  rename(record: CloudflareSrvRecord, name: string): void {
    record.data.name = name;
  }
}

export function hosts(records: CloudflareSrvRecord[]): string[] {
  // cf-codemod(srv-data-to-name): SRV data.name is no longer returned: derive it from the record's name (name.split('.').slice(2).join('.'))
  return records.map((r) => r.data.name);
}

export const services = (records: ReadonlyArray<CloudflareSrvRecord>) => {
  const out: string[] = [];
  // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
  for (const r of records) out.push(r.data.service);
  return out;
};

export function portOf(records: CloudflareSrvRecord[]): number | undefined {
  const first = records.find((r) => r.data.port > 0);
  return first?.data.port;
}

export function other(record: Server & { data: { name: string } }): string {
  return record.data.name;
}
