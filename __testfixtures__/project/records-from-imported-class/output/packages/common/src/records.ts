/** An SRV record as the zone listing hands it back. */
export interface ServiceRecord {
  id: string;
  type: 'SRV';
  name: string;
  content: string;
  ttl: number;
  data: {
    service: string;
    proto: string;
    name: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
}

/** Any record of the zone. */
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
  zone_id?: string;
}
