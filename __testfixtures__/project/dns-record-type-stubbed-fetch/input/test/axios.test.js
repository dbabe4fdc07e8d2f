import axios from 'axios';
import { test } from 'node:test';

// fetch is stubbed, but axios does not go through it: this PUT is sent.
globalThis.fetch = async () => ({ status: 200 });

test('axios put', async () => {
  await axios.put(`https://api.cloudflare.com/client/v4/zones/z1/dns_records/${'372e67954025e0ba6aaa6d586b9e0b59'}`, { type: process.env.KIND, name: 'home', content: '192.0.2.9' });
});
