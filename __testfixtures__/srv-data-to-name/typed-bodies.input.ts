import type { DnsRecordPayload } from '@example/cf-types';
import type { SrvTarget } from '@example/srv-types';

// Service discovery records for the voice cluster, typed in several ways.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_DNS_TOKEN}`, 'Content-Type': 'application/json' };

type RecordBase = { type: string; ttl?: number; comment?: string };
/** An alias of an intersection: the literal holding data is relaxed where it is written. */
type SipRecord = RecordBase & { data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string } };

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
    data: { service: '_sip', proto: '_udp', name: domain, priority: 10, weight: 60, port: 5060, target: `sip.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addSips(zoneId: string, domain: string) {
  const record: SipRecord = {
    type: 'SRV',
    name: domain,
    data: { service: '_sips', proto: '_tcp', name: domain, priority: 10, weight: 60, port: 5061, target: `sip.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addIax(zoneId: string, domain: string) {
  const record: IaxRecord = { type: 'SRV', data: { service: '_iax', proto: '_udp', name: domain, priority: 0, weight: 0, port: 4569, target: `pbx.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addIaxBackup(zoneId: string, domain: string) {
  const record: IaxRecord = { type: 'SRV', name: domain, data: { service: '_iax', proto: '_udp', name: domain, priority: 10, weight: 0, port: 4569, target: `pbx2.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addXmpp(zoneId: string, domain: string) {
  const record: XmppRecord = {
    type: 'SRV',
    data: { service: '_xmpp-client', proto: '_tcp', name: domain, priority: 5, weight: 0, port: 5222, target: `chat.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addStun(zoneId: string, domain: string) {
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
    body: JSON.stringify({ type: 'SRV', data: { service: '_turn', proto: '_udp', priority: 0, weight: 0, port: 3478, target: `turn.${domain}` } }),
  });
}
