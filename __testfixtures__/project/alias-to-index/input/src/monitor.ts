import { CF_API } from '@/index';

// The base comes through an alias that names the entry point by its file name.
export async function pageScripts(zoneId: string, token: string) {
  const res = await fetch(`${CF_API}/zones/${zoneId}/script_monitor/scripts`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
