import type { DnsRecordPayload } from '@example/cf-types';
import type { SrvTarget } from '@example/srv-types';

// Service discovery records for the voice cluster, typed in several ways.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_DNS_TOKEN}`, 'Content-Type': 'application/json' };

type RecordBase = { type: string; ttl?: number; comment?: string };
/** An alias of an intersection: the literal holding data is relaxed where it is written. */
type SipRecord = RecordBase & { name?: string; data: { service?: string; proto?: string; name?: string; priority: number; weight: number; port: number; target: string } };

interface IaxFields { type: 'SRV'; name?: string; data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string } }
/** A mapped type: what it requires is not written here. */
type IaxRecord = Readonly<IaxFields>;

interface XmppRecord {
  type: 'SRV';
  name?: string;
  data: SrvTarget;
}

export async function addSip(zoneId: string, domain: string) {
  const record: SipRecord = {
    type: 'SRV',
    name: `_sip._udp.${domain}`,
    data: { priority: 10, weight: 60, port: 5060, target: `sip.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addSips(zoneId: string, domain: string) {
  const record: SipRecord = {
    type: 'SRV',
    name: `_sips._tcp.${domain}`,
    data: { priority: 10, weight: 60, port: 5061, target: `sip.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addIax(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): IaxRecord must stop requiring data.service/proto/name and allow a top-level name: make them optional
  const record: IaxRecord = { type: 'SRV', data: { service: '_iax', proto: '_udp', name: domain, priority: 0, weight: 0, port: 4569, target: `pbx.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addIaxBackup(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): IaxRecord must stop requiring data.service/proto/name: make them optional
  const record: IaxRecord = { type: 'SRV', name: domain, data: { service: '_iax', proto: '_udp', name: domain, priority: 10, weight: 0, port: 4569, target: `pbx2.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addXmpp(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): SrvTarget (from '@example/srv-types') must stop requiring service/proto/name: make them optional there
  const record: XmppRecord = {
    type: 'SRV',
    data: { service: '_xmpp-client', proto: '_tcp', name: domain, priority: 5, weight: 0, port: 5222, target: `chat.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addStun(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): DnsRecordPayload (from '@example/cf-types') must stop requiring data.service/proto/name and allow a top-level name: make them optional there
  const record: DnsRecordPayload = {
    type: 'SRV',
    data: { service: '_stun', proto: '_udp', name: domain, priority: 0, weight: 0, port: 3478, target: `stun.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

// The base name is left out of data: the full name cannot be made here.
export async function addTurn(zoneId: string, domain: string) {
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers,
    // cf-codemod(srv-data-to-name): SRV data has no name: set the top-level name '_service._proto.name' by hand and drop data.service/proto
    body: JSON.stringify({ type: 'SRV', data: { service: '_turn', proto: '_udp', priority: 0, weight: 0, port: 3478, target: `turn.${domain}` } }),
  });
}
