import axios, { type AxiosInstance } from 'axios';

// The client is set by a base class; the subclass that calls it inherits it. Another class keeps a client for another host under the same field name.
abstract class CloudflareBase {
  protected http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }
}

export class EdgeRules extends CloudflareBase {
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
