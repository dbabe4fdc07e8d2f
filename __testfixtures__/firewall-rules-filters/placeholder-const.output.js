// Worker template: fill these in before deploying.
const ACCOUNT_EMAIL = ""; // your Cloudflare login
const API_KEY = ""; // global API key
const ZONE_TAG = ""; // the zone id, from the dashboard overview

export default {
  async scheduled(event, env, ctx) {
    // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${ZONE_TAG}/filters?paused=false`, {
      headers: { 'X-Auth-Email': ACCOUNT_EMAIL, 'X-Auth-Key': API_KEY },
    });
    const { result } = await res.json();
    console.log(`${result.length} active filters`);
  },
};
