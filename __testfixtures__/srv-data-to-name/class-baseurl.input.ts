import axios, { AxiosInstance } from 'axios';

export interface GameServer {
  subdomain: string;
  port: number;
}

/** Keeps the SRV records of hosted game servers in sync with the panel. */
export class CloudflareDns {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly zoneId: string, private readonly domain: string, token: string) {
    this.baseUrl = `https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`;
    this.headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  }

  async create(server: GameServer): Promise<string> {
    const record = {
      type: 'SRV',
      data: {
        service: '_minecraft',
        proto: '_tcp',
        name: `${server.subdomain}.${this.domain}`,
        priority: 0,
        weight: 5,
        port: server.port,
        target: `node1.${this.domain}`,
      },
    };
    const { data } = await axios.post(this.baseUrl, record, { headers: this.headers });
    return data.result.id;
  }

  async update(id: string, server: GameServer, service: string, proto: string): Promise<void> {
    const record = {
      type: 'SRV',
      data: { service, proto, name: server.subdomain, priority: 0, weight: 5, port: server.port, target: `node1.${this.domain}` },
    };
    await axios.put(`${this.baseUrl}/${id}`, record, { headers: this.headers });
  }

  async list(): Promise<GameServer[]> {
    const { data } = await axios.get(this.baseUrl, { headers: this.headers, params: { per_page: 500 } });
    return data.result
      .filter((r: any) => r.type === 'SRV' && r.data.service === '_minecraft')
      .map((r: any) => ({ subdomain: r.data.name, port: r.data.port }));
  }

  async find(subdomain: string) {
    const { data } = await axios.get(this.baseUrl, { headers: this.headers });
    const match = data.result.find((r: any) => r.data.name === subdomain);
    return match?.id;
  }
}
