import { repoint } from './records';

export async function start(client: any, zone: string): Promise<void> {
  await repoint(client, zone, { kind: 'AAAA', host: 'h.example.org' }, '2001:db8::1');
}
