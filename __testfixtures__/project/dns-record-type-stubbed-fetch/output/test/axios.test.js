import axios from 'axios';
import { test } from 'node:test';

// fetch is stubbed, but axios does not go through it: this PUT is sent.
globalThis.fetch = async () => ({ status: 200 });

test('axios put', async () => {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if process.env.KIND can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await axios.put(`https://api.cloudflare.com/client/v4/zones/z1/dns_records/${'372e67954025e0ba6aaa6d586b9e0b59'}`, { type: process.env.KIND, name: 'home', content: '192.0.2.9' });
});
