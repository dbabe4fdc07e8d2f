/** What the office announcer publishes over multicast DNS, never sent to any API. */
export interface LanService {
  type: 'SRV';
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}
