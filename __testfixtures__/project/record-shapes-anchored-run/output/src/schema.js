const { z } = require('zod');

// Validates rows read from the server's SQLite store.
const RowSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
});

module.exports = { RowSchema };
