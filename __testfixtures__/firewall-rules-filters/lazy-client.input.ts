import axios, { type AxiosInstance } from 'axios';

export class FilterSync {
  private http?: AxiosInstance;

  async login(token: string): Promise<void> {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  async filters(zoneId: string) {
    const { data } = await this.http!.get(`/zones/${zoneId}/filters`);
    return data.result;
  }
}
