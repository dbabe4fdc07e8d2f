import axios from 'axios';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

export interface NewRecord {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  content: string;
  proxied?: boolean;
}

export async function createRecord(zoneId: string, record: NewRecord) {
  try {
    const { data } = await cf.post(`/zones/${zoneId}/dns_records`, record);
    return data.result;
  } catch (err) {
    if (axios.isAxiosError(err) && err.response) {
      const reason = err.response.data.errors[0].error_chain[0].message;
      throw new Error(`Could not create ${record.name}: ${reason}`);
    }
    throw err;
  }
}
