import makeClient = require('cloudflare');
import { start } from './start';
import { rehearse } from './tester';
import { swap } from './shared';

const standIn = {
  dnsRecords: {
    browse: async (_zone: string) => ({ result: [] as Array<{ id: string; name: string }> }),
    edit: async (_zone: string, _id: string, _body: object) => ({}),
  },
};

export default function rotate(client: any): Promise<void> {
  return swap(client, 'z', { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
}

async function main(): Promise<void> {
  const client = makeClient({ token: process.env.CF_TOKEN ?? '' });
  await start(client, process.env.ZONE ?? '');
  await rehearse(standIn, 'z', { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
  await swap(client, process.env.ZONE ?? '', { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
}

void main();
