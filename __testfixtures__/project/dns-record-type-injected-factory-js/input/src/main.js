import { resync, resyncInline, resyncOpen, resyncPair, resyncSaved } from './resync';
import { pickTools } from './pick';

export async function main(key, zone, ip) {
  await resync(key, zone, ip, ['www', 'api']);
  await resyncSaved(key, zone, ip);
  await resyncOpen(key, zone, ip, pickTools());
  await resyncPair(key, zone, ip);
  await resyncInline(key, zone, ip);
}
