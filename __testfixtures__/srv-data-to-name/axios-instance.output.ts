import axios from 'axios';
import type { DnsRecordInput } from '@acme/dns-types';

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_TOKEN}` },
});

export async function addTeamspeak(zoneId: string, host: string) {
  // cf-codemod(srv-data-to-name): DnsRecordInput (from '@acme/dns-types') must stop requiring data.service/proto/name: make them optional there
  const body: DnsRecordInput = {
    type: 'SRV',
    name: `_ts3._udp.${host}`,
    data: {
      service: '_ts3',
      proto: '_udp',
      name: host,
      priority: 1,
      weight: 1,
      port: 9987,
      target: `ts.${host}`,
    },
  };
  const res = await cloudflare.post(`/zones/${zoneId}/dns_records`, body);
  return res.data.result;
}

export async function patchPort(zoneId: string, id: string, port: number, base: string) {
  await cloudflare.patch(`/zones/${zoneId}/dns_records/${id}`, {
    type: 'SRV',
    name: base,
    data: { port },
  });
}
