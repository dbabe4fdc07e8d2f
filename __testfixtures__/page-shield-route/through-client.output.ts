import axios, { type AxiosInstance } from 'axios';

export class PageShield {
  private http: AxiosInstance = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  constructor(private readonly zoneId: string) {}

  scripts() {
    return this.http.get(`/zones/${this.zoneId}/page_shield/scripts`);
  }

  policies() {
    return this.http.get(`zones/${this.zoneId}/page_shield/policies`);
  }
}
