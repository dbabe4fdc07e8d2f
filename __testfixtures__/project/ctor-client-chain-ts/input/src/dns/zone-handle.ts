import type { Got } from 'got';
import RecordHandle from './record-handle';

export class ZoneHandle {
  constructor(private readonly http: Got, public info: { id: string; name: string }) {}

  async entry(id: string): Promise<RecordHandle> {
    const res = await this.http.get(`zones/${this.info.id}/dns_records/${id}`).json<any>();
    return new RecordHandle(this.http, res.result);
  }
}
