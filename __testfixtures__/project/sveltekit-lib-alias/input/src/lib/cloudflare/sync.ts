import axios from 'axios';
import { keepRecords } from '$lib/server/store';

export async function pullRecords(zoneId: string, token: string) {
  const response = await axios.get(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const records = response.data.result;
  keepRecords(records);
  return records.length;
}
