const API_ROOT = 'https://api.cloudflare.com/client/v4';

export class ApiClient {
  constructor(private readonly token: string) {}

  async get(path: string) {
    const res = await fetch(`${API_ROOT}${path}`, { headers: { Authorization: `Bearer ${this.token}` } });
    return res.json();
  }
}

// The admin panel's own backend serves a mirror of the rules under the same paths.
class PanelClient {
  async get(path: string) {
    const res = await fetch(`https://panel.example.com/api${path}`);
    return res.json();
  }
}

interface PanelContext {
  client: PanelClient;
  zoneId: string;
}

export async function mirroredRules(ctx: PanelContext) {
  return ctx.client.get('/zones/' + ctx.zoneId + '/firewall/rules');
}

export async function mirroredFilters({ client, zoneId }: PanelContext) {
  return client.get(`/zones/${zoneId}/filters`);
}

export function test() {
  // A stub context in the tests: same name, another value.
  const ctx = { client: { get: async (p: string) => p } };
  return ctx.client.get('/zones/z1/firewall/rules');
}

export const live = (token: string) => new ApiClient(token);
