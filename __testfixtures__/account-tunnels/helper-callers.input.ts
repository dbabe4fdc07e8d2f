import axios from 'axios';

// A store of tunnels: one method reads a tunnel, the others build on it.
export class TunnelDirectory {
  private http = axios.create({
    baseURL: 'https://api.cloudflare.com/client/v4',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });

  constructor(private readonly accountId: string) {}

  async lookup(tunnelId: string) {
    const res = await this.http.get(`/accounts/${this.accountId}/tunnels/${tunnelId}`);
    return res.data.result;
  }

  async isHealthy(tunnelId: string): Promise<boolean> {
    const tunnel = await this.lookup(tunnelId);
    return tunnel.status === 'healthy';
  }

  async label(tunnelId: string): Promise<string> {
    return (await this.lookup(tunnelId)).name;
  }
}
