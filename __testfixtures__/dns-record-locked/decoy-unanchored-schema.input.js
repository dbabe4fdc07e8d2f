// The row schema of a self-hosted DNS server's API: record-shaped, but no Cloudflare anywhere.
const { z } = require('zod');

const Row = z.object({
  id: z.number(),
  type: z.enum(['A', 'AAAA', 'TXT']),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  locked: z.boolean(),
});

module.exports = { Row };
