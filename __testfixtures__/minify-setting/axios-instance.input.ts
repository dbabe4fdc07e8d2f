import axios, { AxiosInstance } from 'axios';

export class ZoneSettingsClient {
  private readonly http: AxiosInstance;

  constructor(private readonly zoneId: string, token: string) {
    this.http = axios.create({
      baseURL: 'https://api.cloudflare.com/client/v4',
      headers: { Authorization: `Bearer ${token}` },
    });
  }

  async optimize(): Promise<void> {
    await this.http.patch(`/zones/${this.zoneId}/settings/minify`, { value: { css: 'on', html: 'on', js: 'on' } });
    await this.http.patch(`/zones/${this.zoneId}/settings/rocket_loader`, { value: 'on' });
  }

  async minifyEnabled(): Promise<boolean> {
    const { data } = await this.http.get(`/zones/${this.zoneId}/settings/minify`);
    return data.result.value.js === 'on';
  }

  async bulk(): Promise<void> {
    await this.http.patch(`/zones/${this.zoneId}/settings`, {
      items: [
        { id: 'minify', value: { css: 'off', html: 'off', js: 'off' } },
      ],
    });
  }
}
