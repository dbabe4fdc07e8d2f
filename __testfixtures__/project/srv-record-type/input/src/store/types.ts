/** The in-house zone store keeps SRV parts apart: not a Cloudflare body. */
export interface SrvRecord {
  type: 'SRV';
  name: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}
