import axios, { type AxiosInstance } from 'axios';

// An instance derived from the base one, handed out by a method.
export class CloudflareService {
  private readonly client: AxiosInstance = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  private readonly authed = this.client.create({ headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });

  private withToken(): AxiosInstance {
    return this.authed;
  }

  async createTunnel(accountId: string, name: string) {
    const { data } = await this.withToken().post(`/accounts/${accountId}/tunnels`, { name });
    return data.result;
  }

  async removeTunnel(accountId: string, tunnelId: string) {
    const http = this.withToken();
    await http.delete(`/accounts/${accountId}/tunnels/${tunnelId}`);
  }

  async raw(accountId: string) {
    return this.authed.post(`/accounts/${accountId}/tunnels`, {});
  }
}
