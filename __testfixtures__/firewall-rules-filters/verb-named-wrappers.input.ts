import { cf } from './cloudflare-client';

// cf.get / cf.post / cf.delete / cf.del / cf.remove are the project's API helpers (defined in another file).
export async function dropLegacyRule(zoneId: string, ruleId: string) {
  await cf.delete(`/zones/${zoneId}/firewall/rules/${ruleId}`);
}

export async function dropLegacyFilter(zoneId: string, filterId: string) {
  await cf.del(`/zones/${zoneId}/filters/${filterId}`);
}

export async function forgetFilter(zoneId: string, filterId: string) {
  await cf.remove(`/zones/${zoneId}/filters/${filterId}`);
}

export async function readRule(zoneId: string, ruleId: string) {
  return cf.get(`/zones/${zoneId}/firewall/rules/${ruleId}`);
}
