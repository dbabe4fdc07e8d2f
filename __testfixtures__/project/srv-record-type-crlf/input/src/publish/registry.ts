import type { RegistrySrv } from '../model/registry';

export function remember(tenant: string, port: number) {
  const entry: RegistrySrv = { type: 'SRV', data: { service: '_sips', proto: '_tcp', name: tenant, port } };
  return fetch('https://sip-registry.internal.example/entries', { method: 'POST', body: JSON.stringify(entry) });
}
