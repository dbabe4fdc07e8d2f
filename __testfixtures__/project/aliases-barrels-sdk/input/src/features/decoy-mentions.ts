import { get, DOCS } from '../lib/mentions';

export async function mirror(zoneId: string, id: string) {
  await get(`/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', body: JSON.stringify({ type: 'A', locked: false }) });
  return `${DOCS}/zones/${zoneId}/script_monitor/scripts`;
}
