import axios, { type AxiosInstance } from 'axios';

// A class handed its client by whoever constructs it (no one in sight) keeps it under the field name
// another class keeps its Cloudflare client under: it is not that client.
export class EdgeRules {
  private http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  async count(zone: string) {
    const { data } = await this.http.get(`/zones/${zone}/rulesets`);
    return data.result.length;
  }
}

export class LimitsMirror {
  constructor(private readonly http: AxiosInstance) {}

  list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}
