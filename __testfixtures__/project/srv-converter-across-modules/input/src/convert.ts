export interface Entry {
  service: string;
  proto: string;
  host: string;
  priority: number;
  weight: number;
  port: number;
  target: string;
}

export const toCloudflareRecord = (r: Entry) => ({
  type: 'SRV',
  data: { service: r.service, proto: r.proto, name: r.host, priority: r.priority, weight: r.weight, port: r.port, target: r.target },
});
