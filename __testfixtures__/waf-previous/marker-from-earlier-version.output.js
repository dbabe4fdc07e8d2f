// A proxy an earlier release of the codemod already marked, with the wording it had then.
export default {
  async fetch(request, env) {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    // cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is written here, but its request is not traced to a Cloudflare client: WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
    const upstream = await fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/packages${params.rest}`, {
      headers: { Authorization: `Bearer ${env.TOKEN}` },
    });
    return new Response(await upstream.text(), { status: upstream.status });
  },
};
