import axios, { type AxiosInstance } from 'axios';

// The same shapes on another provider's client.
export class VpnService {
  private readonly client: AxiosInstance = axios.create({ baseURL: 'https://api.vpn-provider.example/v1' });
  private readonly authed = this.client.create({ headers: { Authorization: 'Bearer x' } });

  private withToken(): AxiosInstance {
    return this.authed;
  }

  async createTunnel(accountId: string) {
    return this.withToken().post(`/accounts/${accountId}/tunnels`, {});
  }
}

// A derived instance given its own base is on that base.
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const mirror = cf.create({ baseURL: 'https://mirror.example.org/api' });
export const createOnMirror = (accountId: string) => mirror.post(`/accounts/${accountId}/tunnels`, {});
