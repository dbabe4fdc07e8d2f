// The same shape, but the answer comes from the app's own inventory service: its payload type keeps
// every member.
import axios, { type AxiosResponse } from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';
const INVENTORY = 'https://inventory.example.internal/v1';

interface RecordPayload {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

export async function countRecords(zone: string): Promise<number> {
  const res: AxiosResponse<{ result: RecordPayload[] }> = await axios.get(`${INVENTORY}/zones/${zone}/dns_records`);
  return res.data.result.length;
}

export async function zoneStatus(zone: string): Promise<unknown> {
  const res = await axios.get(`${CF}/zones/${zone}`);
  return res.data.result.status;
}
