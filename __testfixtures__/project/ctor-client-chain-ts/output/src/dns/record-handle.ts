import type { Got } from 'got';

interface ChangeArgs {
  type: string;
  name: string;
  content: string;
}

class RecordHandle {
  private http: Got;
  data: { id: string; zone_id: string };

  constructor(http: Got, data: { id: string; zone_id: string }) {
    this.http = http;
    this.data = data;
  }

  async change({ type, name, content }: ChangeArgs): Promise<RecordHandle> {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    const res = await this.http
      .patch(`zones/${this.data.zone_id}/dns_records/${this.data.id}`, { json: { type, name, content } })
      .json<any>();
    return new RecordHandle(this.http, res.result);
  }
}

export default RecordHandle;
