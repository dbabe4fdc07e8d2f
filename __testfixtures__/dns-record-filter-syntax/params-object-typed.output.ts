import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

interface RecordQuery {
  name?: string;
  content?: string;
  per_page?: number;
}

// Written with the app's own query type: 'name.contains' is no member of it, so renaming the key would not compile.
const mailQuery: RecordQuery = { name: 'contains:mail', per_page: 20 };

export async function mailRecords(zoneId: string): Promise<unknown[]> {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are written with the type RecordQuery, which may not allow the key name.contains: rename the key to name.contains (startswith, endswith) and let the type allow it
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: mailQuery });
  return data.result;
}

export async function originRecords(zoneId: string): Promise<unknown[]> {
  // cf-codemod(dns-record-filter-syntax): content=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are written with the type RecordQuery, which may not allow the key content.contains: rename the key to content.contains (startswith, endswith) and let the type allow it
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: { content: 'starts_with:198.51.100.' } satisfies RecordQuery });
  return data.result;
}

// A record of any string keys takes the new key: renamed.
const looseQuery: Record<string, string> = { 'name.endswith': '.internal.example' };

export async function internalRecords(zoneId: string): Promise<unknown[]> {
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: looseQuery });
  return data.result;
}
