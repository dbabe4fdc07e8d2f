import got from 'got';
import { ZoneHandle } from './zone-handle';

export class DnsApi {
  private http: typeof got;

  constructor(token: string) {
    this.http = got.extend({
      prefixUrl: 'https://api.cloudflare.com/client/v4/',
      headers: { Authorization: `Bearer ${token}` },
    });
  }

  async zone(id: string): Promise<ZoneHandle> {
    const res = await this.http.get(`zones/${id}`).json<any>();
    return new ZoneHandle(this.http, res.result);
  }
}
