import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cf } from '../src/cf.js';

// No stub: this test sends real requests, to a record id written out.
test('live put', async () => {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  assert.equal(await Cf.put(process.env.CF_KEY, process.env.CF_ZONE, 'd41d8cd98f00b204e9800998ecf8427e', { type: 'CNAME', name: 'live.example.com', content: 'x.example.net' }), true);
});
