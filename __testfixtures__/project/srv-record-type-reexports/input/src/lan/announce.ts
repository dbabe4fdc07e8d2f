import type { LanService } from '../types';

export interface Announcer {
  publish(service: LanService): Promise<void>;
}

/** Announces the office printer on the local network: multicast DNS, no provider involved. */
export async function announcePrinter(announcer: Announcer, host: string): Promise<void> {
  const service: LanService = {
    type: 'SRV',
    data: { service: '_ipp', proto: '_tcp', name: 'local', priority: 0, weight: 0, port: 631, target: host },
  };
  await announcer.publish(service);
}
