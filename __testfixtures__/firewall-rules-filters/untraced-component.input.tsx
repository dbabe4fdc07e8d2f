import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';

// A dashboard component: its client comes through props, typed with an interface.
export function FirewallRules({ api, zoneId }: { api: ApiClient; zoneId: string }) {
  const [rules, setRules] = useState<unknown[]>([]);
  useEffect(() => {
    api.get<{ result: unknown[] }>(`/zones/${zoneId}/firewall/rules`).then((r) => setRules(r.result));
  }, [api, zoneId]);
  const remove = (id: string) => api.delete(`/zones/${zoneId}/filters/${id}`);
  return <ul>{rules.map((r, i) => <li key={i} onClick={() => remove(String(i))}>{String(r)}</li>)}</ul>;
}

export async function exportRules(client: { firewall: { rules: { list(p: object): Promise<unknown> } } }, zoneId: string) {
  return client.firewall.rules.list({ zone_id: zoneId });
}
