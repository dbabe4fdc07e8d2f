// A Worker that forwards a caller's path to the WAF packages API: the tail is glued to `packages`.
export default {
  async fetch(request, env) {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const zone = env.ZONE;
    // cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is requested here, but the rest of its path is glued on at run time (it may be this endpoint or one under it): WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/firewall/waf/packages${query.endpoint}`, {
      headers: { Authorization: `Bearer ${env.TOKEN}` },
    });
    return new Response(await res.text(), { status: res.status });
  },
};
