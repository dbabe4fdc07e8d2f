import axios, { type AxiosInstance } from 'axios';

export class FilterSync {
  private http?: AxiosInstance;

  async login(token: string): Promise<void> {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  async filters(zoneId: string) {
    // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
    const { data } = await this.http!.get(`/zones/${zoneId}/filters`);
    return data.result;
  }
}
