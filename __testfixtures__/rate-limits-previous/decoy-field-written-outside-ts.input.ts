import axios, { type AxiosInstance } from 'axios';

// One instance of the class gets another host's client from outside: the class's method may run on
// it, so its call is not known to be Cloudflare's.
class Probe {
  http: AxiosInstance;

  constructor() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

const probe = new Probe();
probe.http = axios.create({ baseURL: 'https://staging.example.net/v4' });

export { probe };
