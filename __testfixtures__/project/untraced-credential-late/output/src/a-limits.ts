// Listed before the module that reads the credential: the project is found anchored only later in
// the run's scan, and this file says no anchor word of its own.
export async function listLimits(apiRoot: string, zone: string, token: string) {
  // cf-codemod(rate-limits-previous): /zones/:zone_id/rate_limits is written here, but its request is not traced to a Cloudflare client: Rate limiting rules: Rulesets API, phase http_ratelimit
  const res = await fetch(`${apiRoot}/zones/${zone}/rate_limits`, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}
