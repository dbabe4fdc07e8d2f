// The API's envelope and record shapes, shared by the modules that read them.
export interface CfList<T> {
  success: boolean;
  result: T[];
}

export interface CfOne<T> {
  success: boolean;
  result: T;
}

// Not the API's envelope: `result` is a summary, the records are in `items`.
export interface Report<T> {
  result: { zone_id: string; locked: boolean; count: number };
  items: T[];
}

export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
  locked: boolean;
}
