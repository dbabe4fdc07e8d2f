import axios, { type AxiosInstance } from 'axios';

// Two classes of one file keep their clients under the same field name: only the first talks to Cloudflare.
export class EdgeRules {
  private http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

export class Quotas {
  private http: AxiosInstance;

  constructor() {
    this.http = axios.create({ baseURL: 'https://quotas.example.net/api' });
  }

  list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

