import { toSrvBody, type SrvEntry } from './srv';

const API = 'https://api.cloudflare.com/client/v4';

export async function syncSrv(zone: string, e: SrvEntry, token: string) {
  await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(toSrvBody(e)) });
}
