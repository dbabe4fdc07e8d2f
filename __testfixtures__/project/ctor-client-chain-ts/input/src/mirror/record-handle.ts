import type { Got } from 'got';

// Same name as the Cloudflare one, but for the team's own DNS mirror.
export class RecordHandle {
  constructor(private http: Got, private data: { id: string; zone_id: string }) {}

  async change(type: string, content: string): Promise<void> {
    await this.http.patch(`zones/${this.data.zone_id}/dns_records/${this.data.id}`, { json: { type, content } });
  }
}
