import type { DnsRecord, SrvRecord, TunnelRow } from './types';

const API = 'https://api.cloudflare.com/client/v4';
const headers = () => ({ Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` });

export async function listRecords(zone: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: headers() });
  const body = await res.json();
  return body.result;
}

export const recordById = async (zone: string, id: string): Promise<DnsRecord> => {
  const res = await fetch(`${API}/zones/${zone}/dns_records/${id}`, { headers: headers() });
  return (await res.json()).result;
};

export const srvRecords = async function (zone: string): Promise<Array<SrvRecord>> {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=SRV`, { headers: headers() });
  return (await res.json()).result;
};

export async function tunnelRows(): Promise<TunnelRow[]> {
  const res = await fetch('https://dash.internal.example/tunnels');
  return res.json();
}
