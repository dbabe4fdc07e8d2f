const { z } = require('zod');

const EDGE = 'https://api.cloudflare.com/client/v4';

// The panel's own lease of a hostname; `locked` freezes the lease, `dnsRecordId` is the record behind it.
const Lease = z.object({
  id: z.string(),
  dnsRecordId: z.string(),
  type: z.literal('CNAME'),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  locked: z.boolean(),
});

async function renew(raw, zone, token) {
  const lease = Lease.parse(raw);
  if (lease.locked) return null;
  return fetch(`${EDGE}/zones/${zone}/dns_records/${lease.dnsRecordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ttl: lease.ttl }),
  });
}

module.exports = { renew };
