import axios, { type AxiosInstance } from 'axios';

// The client handed down is for another host: the handed member is not Cloudflare's.
class RateLimit {
  constructor(
    private readonly http: AxiosInstance,
    private readonly zone: string,
    private readonly id: string,
  ) {}

  remove() {
    return this.http.delete(`/zones/${this.zone}/rate_limits/${this.id}`);
  }
}

export class Zone {
  private http: AxiosInstance;

  constructor(
    token: string,
    private readonly id: string,
  ) {
    this.http = axios.create({ baseURL: 'https://limits.example.com/v1', headers: { Authorization: `Bearer ${token}` } });
  }

  rateLimit(id: string) {
    return new RateLimit(this.http, this.id, id);
  }
}
