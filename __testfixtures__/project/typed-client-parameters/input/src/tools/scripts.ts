import { CloudflareApi } from '../api/client';

export class ScriptMonitor {
  constructor(private readonly cf: CloudflareApi, private readonly zoneId: string) {}

  list() {
    return this.cf.get(`/zones/${this.zoneId}/script_monitor/scripts`);
  }
}
