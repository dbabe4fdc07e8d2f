import { resync, resyncInline, resyncOpen, resyncPair, resyncSaved } from './resync';

declare function pickTools(): any;

export async function main(key: string, zone: string, ip: string): Promise<void> {
  await resync(key, zone, ip, ['www', 'api']);
  await resyncSaved(key, zone, ip);
  await resyncOpen(key, zone, ip, pickTools());
  await resyncPair(key, zone, ip);
  await resyncInline(key, zone, ip);
}
