export interface SrvEntry {
  service: string;
  proto: string;
  name: string;
  port: number;
  target: string;
}

export function toSrvBody(e: SrvEntry) {
  return { type: 'SRV', data: { service: e.service, proto: e.proto, name: e.name, priority: 10, weight: 5, port: e.port, target: e.target } };
}
