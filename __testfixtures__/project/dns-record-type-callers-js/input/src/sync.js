import { findRecord, patchRecord, setRecord, retypeRecord } from './dns.js';

export async function syncAddress(host, address) {
  const rec = await findRecord(host.zone, host.name, host.type);
  if (!rec) return;
  await patchRecord(host.zone, rec.id, { content: address, type: host.type });
}

export async function refreshOwnType(host, address) {
  const found = await findRecord(host.zone, host.name, 'AAAA');
  if (found) await patchRecord(host.zone, found.id, { type: found.type, content: address });
}

export async function refreshDefault(zone, name, address) {
  const rec = await findRecord(zone, name);
  if (rec) await patchRecord(zone, rec.id, { content: address });
}

export async function keepType(host, address) {
  const rec = await findRecord(host.zone, host.name, host.type);
  if (rec) await setRecord(host.zone, rec.id, { content: address, type: host.type });
}

export async function forceIpv6(host, address) {
  const rec = await findRecord(host.zone, host.name, host.type);
  if (rec) await setRecord(host.zone, rec.id, { content: address, type: 'AAAA' });
}

export async function applyForm(host, form) {
  const rec = await findRecord(host.zone, host.name, host.type);
  if (rec) await retypeRecord(host.zone, rec.id, form.type, form.content);
}
