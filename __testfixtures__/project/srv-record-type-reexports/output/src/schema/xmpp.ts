export interface XmppRecord {
  type: 'SRV';
  name: string;
  ttl: number;
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
