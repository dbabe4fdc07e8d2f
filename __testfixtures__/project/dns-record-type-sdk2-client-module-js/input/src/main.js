const cloudflare = require('cloudflare');
const { repoint } = require('./records');
const { rehearse } = require('./tester');
const { swap } = require('./shared');
const { publish } = require('./published');

const fake = {
  dnsRecords: {
    browse: async () => ({ result: [] }),
    edit: async () => ({}),
  },
};

async function main() {
  const api = cloudflare({ token: process.env.CF_TOKEN });
  const want = { kind: 'AAAA', host: 'h.example.org' };
  await repoint(api, process.env.ZONE, want, '2001:db8::1');
  await rehearse(fake, 'z', want, '2001:db8::1');
  await swap(api, process.env.ZONE, want, '2001:db8::1');
  await publish(api, process.env.ZONE, want, '2001:db8::1');
}

module.exports = function rotate(client) {
  return swap(client, process.env.ZONE, { kind: 'A', host: 'h.example.org' }, '192.0.2.1');
};

main();
