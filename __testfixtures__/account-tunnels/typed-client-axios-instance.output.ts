import axios from 'axios';
import type { AxiosInstance } from 'axios';

// The class keeps an axios instance; callers pass paths that start with a slash.
class TunnelClient {
  private readonly http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({
      baseURL: 'https://api.cloudflare.com/client/v4',
      headers: { Authorization: `Bearer ${token}` },
    });
  }

  async send<T>(path: string, body?: unknown): Promise<T> {
    const res = await this.http.post(path, body);
    return res.data.result;
  }
}

// The client comes in as a typed parameter.
export function openTunnel(client: TunnelClient, accountId: string, name: string) {
  return client.send(`/accounts/${accountId}/cfd_tunnel`, { name, config_src: 'cloudflare' });
}

export class Tunnels {
  constructor(private readonly cf: TunnelClient) {}

  open(accountId: string) {
    return this.cf.send(`/accounts/${accountId}/cfd_tunnel`, { name: 'edge', config_src: 'cloudflare' });
  }
}
