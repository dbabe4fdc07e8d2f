/**
 * @typedef {{ id: string, type: string, name: string, content: string, ttl: number, zone_id: string }} Row
 */
const { z } = require('zod');

// A bind-style zone store's row: no Cloudflare host, SDK or credential in sight.
const RowSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_id: z.string(),
  zone_name: z.string(),
});

function parseRow(input) {
  return RowSchema.parse(input);
}

module.exports = { parseRow };
