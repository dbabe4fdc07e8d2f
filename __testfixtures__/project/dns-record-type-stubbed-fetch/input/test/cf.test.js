import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Cf } from '../src/cf.js';

const RECORD = 'rec-1';

test('put sends the body it is given', async () => {
  const body = { type: 'A', name: 'h.example.com', content: '192.0.2.7', ttl: 1 };
  globalThis.fetch = async (url, init) => {
    assert.equal(init.method, 'PUT');
    assert.deepEqual(JSON.parse(init.body), body);
    return { status: 200 };
  };
  assert.equal(await Cf.put('k', 'z1', 'rec-1', body), true);
  globalThis.fetch = async () => ({ status: 403 });
  assert.equal(await Cf.put('k', 'z1', RECORD, { type: 'CNAME', name: 'h.example.com', content: 'x.example.net' }), false);
});
