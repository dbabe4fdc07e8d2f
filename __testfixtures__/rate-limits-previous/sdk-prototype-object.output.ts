import Cloudflare from 'cloudflare';

const connect = (token: string) => new Cloudflare({ apiToken: token });

function LimitReport(this: any, token: string) {
  this.api = connect(token);
}

LimitReport.prototype = {
  async disabled(zoneId: string) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    const page = await this.api.rateLimits.list({ zone_id: zoneId });
    return page.result.filter((r: { disabled: boolean }) => r.disabled);
  },
};

export { LimitReport };
