import axios, { type AxiosInstance } from 'axios';

class Settings {
  constructor(private readonly api: AxiosInstance, private readonly zoneId: string) {}

  async tune(): Promise<void> {
    await this.api.patch(`/zones/${this.zoneId}/settings/minify`, { value: { css: 'on', html: 'on', js: 'on' } });
    await this.api.patch(`/zones/${this.zoneId}/settings/rocket_loader`, { value: 'on' });
  }
}

class Zone {
  readonly settings: Settings;

  constructor(http: AxiosInstance, id: string) {
    this.settings = new Settings(http, id);
  }
}

export class Account {
  private readonly http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({ baseURL: 'https://billing.example.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  zone(id: string): Zone {
    return new Zone(this.http, id);
  }
}
