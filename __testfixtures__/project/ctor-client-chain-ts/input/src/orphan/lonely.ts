import type { Got } from 'got';

// Never constructed in this project: its client is not known.
export class Lonely {
  constructor(private readonly http: Got) {}

  async retype(zone: string, id: string, type: string, content: string): Promise<void> {
    await this.http.patch(`zones/${zone}/dns_records/${id}`, { json: { type, content } });
  }
}
