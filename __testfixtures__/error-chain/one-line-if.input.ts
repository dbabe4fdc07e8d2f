import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

export async function addRecord(zone: string, body: object) {
  try {
    return await axios.post(`${API}/zones/${zone}/dns_records`, body);
  } catch (e: any) {
    if (e.response.data.errors[0].code === 1004) console.warn('validation', e.response.data.errors[0].message);
    else if (e.response.status === 429) return null
    throw e;
  }
}
