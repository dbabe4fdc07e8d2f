import axios from 'axios';
import { Cf } from './endpoints';

interface Target {
  zone: string;
  recordId: string;
  name: string;
}

// One generic sender: the path a caller builds goes after the root and the version.
export class Sync {
  constructor(private target: Target, private token: string) {}

  private async send(path: string, method: 'get' | 'put' = 'get', data?: object): Promise<unknown> {
    const res = await axios({ method, url: `${Cf.root}/${Cf.version}${path}`, data, headers: { Authorization: `Bearer ${this.token}` } });
    return res.data;
  }

  async point(ip: string): Promise<void> {
    const record = { type: 'A', name: this.target.name, content: ip, ttl: 300 };
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.send(Cf.paths.record(this.target.zone, this.target.recordId), 'put', record);
  }
}
