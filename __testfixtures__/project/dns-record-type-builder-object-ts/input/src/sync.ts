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
    await this.send(Cf.paths.record(this.target.zone, this.target.recordId), 'put', record);
  }
}
