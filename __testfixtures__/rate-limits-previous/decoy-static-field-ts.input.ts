import axios from 'axios';

// Static and instance fields are two tables: the static method reads the static client (another
// host), the instance method reads the instance's (another host too), whatever the other side holds.
export class MixedLimits {
  static http = axios.create({ baseURL: 'https://quotas.example.net/v2' });
  http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  static rateLimits(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

export class OtherLimits {
  static http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  http = axios.create({ baseURL: 'https://limits.example.org' });

  rateLimits(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

// A subclass's static side swaps the client: the base's static method may run with either.
export class BaseLimits {
  static http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  static list(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

export class MirrorLimits extends BaseLimits {
  static http = axios.create({ baseURL: 'https://mirror.example.org/cf' });
}
