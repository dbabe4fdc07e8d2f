import { invoke } from '@tauri-apps/api/core';

interface Reply<T> {
  success: boolean;
  result: T;
}

// The Rust side prefixes every route with the API base.
const forward = async <T>(verb: string, route: string, body?: unknown): Promise<T> => {
  const reply = await invoke<Reply<T>>('forward', { verb, route, body });
  return reply.result;
};

export async function dropRule(zone: string, ruleId: string): Promise<void> {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  await forward<void>('DELETE', `/zones/${zone}/firewall/rules/${ruleId}`);
}
