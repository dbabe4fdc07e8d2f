import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cf } from '../src/cf.js';

const realFetch = globalThis.fetch;

// The stub is put back before the update, whose id comes from a real lookup: not a made-up id.
test('lookup then put', async () => {
  globalThis.fetch = async () => ({ status: 200 });
  assert.equal(await Cf.put('k', 'z1', 'rec-1', { content: '192.0.2.7' }), true);
  globalThis.fetch = realFetch;
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${process.env.CF_ZONE}/dns_records?name=live.example.com`);
  const [first] = (await res.json()).result;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  assert.equal(await Cf.put(process.env.CF_KEY, process.env.CF_ZONE, first.id, { type: 'AAAA', content: '2001:db8::7' }), true);
});
