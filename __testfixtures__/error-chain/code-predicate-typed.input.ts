import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

interface CfError { code: number; message: string }

const isValidationError = (e: CfError): boolean => e.code === 1004;

function isDuplicate(e: CfError) {
  return e.code === 81057;
}

export async function addRecord(zoneId: string, record: { type: string; name: string; content: string }) {
  try {
    await cf.post(`/zones/${zoneId}/dns_records`, record);
  } catch (err: any) {
    const first: CfError = err.response?.data?.errors?.[0];
    if (first && isValidationError(first)) throw new Error(`invalid record: ${first.message}`);
    if (first && isDuplicate(first)) return;
    throw err;
  }
}
