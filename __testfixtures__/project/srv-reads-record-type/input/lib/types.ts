// The dashboard's record models: Cloudflare's, and the DigitalOcean mirror's.
export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  data?: Record<string, unknown>;
}

export interface MirrorRecord {
  id: number;
  type: string;
  name: string;
  data?: { service?: string; proto?: string; port?: number };
}
