export interface SrvRecord {
  type: 'SRV';
  ttl?: number;
  name?: string;
  data: {
    service?: string;
    proto?: string;
    name?: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
}
