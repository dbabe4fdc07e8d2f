import axios from 'axios';

const CF_API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id?: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean; // always false, see the API docs
  proxied?: boolean; /* orange cloud */
}

export type CompactRecord = {
  type: string; name: string; content: string;
  ttl: number; // seconds
  locked: boolean; // the last member
};

interface ImportedRecord {
  type: string;
  name: string;
  content: string;
  proxied: boolean; // from the zone file
  // the lock flag
  locked: boolean;
}

export async function importRecord(zone: string, record: ImportedRecord): Promise<DnsRecord> {
  const { data } = await axios.post(`${CF_API}/zones/${zone}/dns_records`, record);
  return data.result;
}
