const { z } = require('zod');

const CF = 'https://api.cloudflare.com/client/v4';

// What the app keeps per claimed subdomain; record_id is the Cloudflare record it made.
const ClaimRow = z.object({
  id: z.number(),
  record_id: z.string(),
  zone_id: z.string(),
  name: z.string(),
  type: z.string(),
  content: z.string(),
  ttl: z.number(),
});

async function release(raw, token) {
  const row = ClaimRow.parse(raw);
  await fetch(`${CF}/zones/${row.zone_id}/dns_records/${row.record_id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}

module.exports = { release };
