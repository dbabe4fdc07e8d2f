export class ZoneClient {
  constructor(private readonly token: string) {}

  private async request<T>(method: string, path: string): Promise<T> {
    const res = await fetch(`https://api.cloudflare.com/client/v4${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return (await res.json()) as T;
  }

  private async paginate<T>(path: string): Promise<T[]> {
    const out: T[] = [];
    let page = 1;
    let pages = 1;
    do {
      const body = await this.request<{ result: T[]; result_info: { total_pages: number } }>('GET', `${path}?page=${page}`);
      out.push(...body.result);
      pages = body.result_info.total_pages;
      page++;
    } while (page <= pages);
    return out;
  }

  async firewallRules(zoneId: string) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
    return this.paginate(`/zones/${zoneId}/firewall/rules`);
  }

  async removeRule(zoneId: string, ruleId: string) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
    return this.remove(`/zones/${zoneId}/firewall/rules/${ruleId}`);
  }

  private async remove(path: string) {
    return this.request('DELETE', path);
  }
}
