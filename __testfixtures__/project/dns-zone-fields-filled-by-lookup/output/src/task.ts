const ENDPOINT = 'https://api.cloudflare.com/client/v4';

export interface TaskRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
}

// The task keeps the zone id it was given on itself: a field of the class, not of a record.
export class RefreshTask {
  zone_id: string;

  constructor(zone: string, private recordId: string) {
    this.zone_id = zone;
  }

  async read(token: string): Promise<TaskRecord> {
    const res = await fetch(`${ENDPOINT}/zones/${this.zone_id}/dns_records/${this.recordId}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { result: TaskRecord }).result;
  }
}
