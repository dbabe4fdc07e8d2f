import type { Got } from 'got';

export class Entry {
  private http: Got;

  constructor(http: Got) {
    this.http = http;
  }

  async retype(zone: string, id: string, type: string, content: string): Promise<void> {
    await this.http.patch(`zones/${zone}/dns_records/${id}`, { json: { type, content } });
  }
}
