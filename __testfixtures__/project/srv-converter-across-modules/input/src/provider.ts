import axios, { type AxiosInstance } from 'axios';
import { toCloudflareRecord, type Entry } from './convert';

export class CloudflareProvider {
  private http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  async publish(zoneId: string, entry: Entry) {
    const { data } = await this.http.post(`/zones/${zoneId}/dns_records`, toCloudflareRecord(entry));
    return data.result;
  }
}
