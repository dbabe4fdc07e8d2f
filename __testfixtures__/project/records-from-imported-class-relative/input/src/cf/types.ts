export interface SrvEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
  data: { service: string; proto: string; name: string; port: number; target: string };
}
