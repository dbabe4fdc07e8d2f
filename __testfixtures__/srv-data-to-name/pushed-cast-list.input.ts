// A list held through a cast, each record pushed as the converter makes it: migrated.
import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function imapsRecord(host: string) {
  return { type: 'SRV', data: { service: '_imaps', proto: '_tcp', name: host, priority: 0, weight: 1, port: 993, target: host } };
}

export async function addAll(zone: string, hosts: string[]): Promise<void> {
  const out = [] as object[];
  for (const host of hosts) out.push(imapsRecord(host));
  for (const body of out) await cf.post(`/zones/${zone}/dns_records`, body);
}
