import Cloudflare from 'cloudflare';

const connect = (token: string) => new Cloudflare({ apiToken: token });

function LimitReport(this: any, token: string) {
  this.api = connect(token);
}

LimitReport.prototype = {
  async disabled(zoneId: string) {
    const page = await this.api.rateLimits.list({ zone_id: zoneId });
    return page.result.filter((r: { disabled: boolean }) => r.disabled);
  },
};

// A recorder replaces the client in tests.
export function recorded(report: { api: unknown }): void {
  report.api = { rateLimits: { list: async () => ({ result: [] }) } };
}

export { LimitReport };
