import { create, edit } from './records';

// CRLF line ends
export async function withCrlf(zone: string, id: string, service: string, proto: string, name: string, target: string, changeTo?: string) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { service, proto, name, priority: 10, weight: 10, port: 443, target };
  await create(zone, o);

  const p: Record<string, unknown> = {};
  p.data = { service, proto, name, priority: 10, weight: 10, port: 443, target };
  p.type = changeTo || 'SRV';
  await edit(zone, id, p);
}
