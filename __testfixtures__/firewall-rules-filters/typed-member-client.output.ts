const API_ROOT = 'https://api.cloudflare.com/client/v4';

export class ApiClient {
  constructor(private readonly token: string) {}

  async get(path: string) {
    const res = await fetch(`${API_ROOT}${path}`, { headers: { Authorization: `Bearer ${this.token}` } });
    return res.json();
  }

  async post(path: string, body: unknown) {
    const res = await fetch(`${API_ROOT}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  }
}

// Every tool handler receives the same context object.
interface ToolContext {
  client: ApiClient;
  zoneId: string;
}

export async function listRules(ctx: ToolContext) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  return ctx.client.get('/zones/' + ctx.zoneId + '/firewall/rules');
}

export async function blockPath({ client, zoneId }: ToolContext, path: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  return client.post(`/zones/${zoneId}/firewall/rules`, [
    { description: 'block ' + path, action: 'block', filter: { expression: `http.request.uri.path eq "${path}"` } },
  ]);
}

export class FilterTool {
  constructor(private readonly ctx: ToolContext) {}

  filters() {
    // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
    return this.ctx.client.get(`/zones/${this.ctx.zoneId}/filters`);
  }
}
