import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client' });

export async function aliasTo(zoneId: string, recordId: string, target: string): Promise<void> {
  await cf.patch(`/v5/zones/${zoneId}/dns_records/${recordId}`, { type: 'CNAME', content: target });
}
