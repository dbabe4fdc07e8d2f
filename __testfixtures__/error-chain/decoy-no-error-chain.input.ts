import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Reads errors[] directly: already right for the current error form.
export async function createRecord(zoneId: string, record: object) {
  try {
    return (await cf.post(`/zones/${zoneId}/dns_records`, record)).data.result;
  } catch (err: any) {
    const errors: Array<{ code: number; message: string }> = err.response?.data?.errors ?? [];
    if (errors.some((e) => e.code === 81057)) return undefined; // record already exists
    throw new Error(errors.map((e) => `${e.code}: ${e.message}`).join('; ') || err.message);
  }
}
