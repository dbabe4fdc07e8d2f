// The answer's type is written on the name that holds it: AxiosResponse<…> types its `data`, so the
// record type below is what the API answers, even though its name says "payload".
import axios, { type AxiosResponse } from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

interface RecordPayload {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

export async function countRecords(zone: string, token: string): Promise<number> {
  const res: AxiosResponse<{ result: RecordPayload[] }> = await axios.get(`${CF}/zones/${zone}/dns_records`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.data.result.length;
}
