const { z } = require('zod');

// Validates rows read from the server's SQLite store.
const RowSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  locked: z.boolean(),
  zone_id: z.string(),
  zone_name: z.string(),
});

module.exports = { RowSchema };
