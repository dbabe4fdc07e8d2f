import axios from 'axios';

// Not anchored on Cloudflare (no dependency, no API anchor, no credential read): an app whose own API
// has the same routes. None of these is reported.
const api = axios.create({ baseURL: process.env.CONSOLE_API });

export const rules = (zoneId: string) => api.get(`/zones/${zoneId}/firewall/rules`);
export const limits = (zoneId: string) => api.get(['zones', zoneId, 'rate_limits'].join('/'));
export const brotli = (zoneId: string) => api.patch('/zones/' + zoneId + '/settings/brotli', { value: 'off' });
export const tunnels = (account: string) => api.get(`/accounts/${account}/tunnels`);
export const sdkLike = (client: any, zone_id: string) => client.firewall.rules.list({ zone_id });
