import axios, { type AxiosInstance } from 'axios';

// The base class talks to Cloudflare, but a subclass swaps the client for a mirror on another host:
// the base's method may run on either instance, so neither call is known to be Cloudflare's.
export class RulesClient {
  protected http: AxiosInstance;

  constructor() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

export class MirrorRules extends RulesClient {
  constructor() {
    super();
    this.http = axios.create({ baseURL: 'https://mirror.example.org/cf' });
  }

  listAll(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits?per_page=100`);
  }
}
