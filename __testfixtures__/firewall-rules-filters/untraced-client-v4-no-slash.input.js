// Routes kept relative to the origin the page's proxy forwards to the API.
export function ruleRoute(zone) {
  return `client/v4/zones/${zone}/firewall/rules`;
}
