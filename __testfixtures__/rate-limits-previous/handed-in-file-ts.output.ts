import axios, { type AxiosInstance } from 'axios';

// One class makes the client and hands it to another through its constructor, in the same file.
class RateLimit {
  constructor(
    private readonly http: AxiosInstance,
    private readonly zone: string,
    private readonly id: string,
  ) {}

  remove() {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
    return this.http.delete(`/zones/${this.zone}/rate_limits/${this.id}`);
  }
}

export class Zone {
  private http: AxiosInstance;

  constructor(
    token: string,
    private readonly id: string,
  ) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  rateLimit(id: string) {
    return new RateLimit(this.http, this.id, id);
  }
}
