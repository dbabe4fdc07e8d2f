import axios from 'axios';

const CF_API = 'https://api.cloudflare.com/client/v4';

interface DnsRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked?: boolean;
}

export class Zone {
  constructor(private readonly id: string) {}

  async records(): Promise<DnsRecord[]> {
    const res = await axios.get<{ result: DnsRecord[] }>(`${CF_API}/zones/${this.id}/dns_records`);
    return res.data.result;
  }

  // The element type comes from a method's return type: reads of locked must still type-check.
  async editable(): Promise<string[]> {
    const all = await this.records();
    return all.filter((r) => !r.locked).map((r) => r.name);
  }

  label(rec: Pick<DnsRecord, 'name' | 'locked'>): string {
    const { locked } = rec;
    return `${rec.name}${locked ? ' (locked)' : ''}`;
  }
}
