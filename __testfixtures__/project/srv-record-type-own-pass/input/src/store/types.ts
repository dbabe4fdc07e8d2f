/** The in-house zone store's own records: a lock flag and SRV parts that are no Cloudflare body. */
export interface StoredRecord {
  id: string;
  name: string;
  locked: boolean;
}

export interface SrvRecord {
  type: 'SRV';
  name: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}
