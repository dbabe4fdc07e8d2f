export interface SrvEntry {
  service: string;
  proto: string;
  name: string;
  port: number;
  target: string;
}

export function toSrvBody(e: SrvEntry) {
  // cf-codemod(srv-data-to-name): SRV data is built by toSrvBody(), which the package @acme/dns-sync publishes: set the top-level name '_service._proto.name' and drop data.service/proto/name here (callers outside this repository get the new shape too)
  return { type: 'SRV', data: { service: e.service, proto: e.proto, name: e.name, priority: 10, weight: 5, port: e.port, target: e.target } };
}
