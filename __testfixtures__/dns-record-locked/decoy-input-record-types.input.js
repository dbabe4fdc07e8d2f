const { z } = require('zod');

// The settings page's form: type, name, content and ttl beside its own locked toggle.
const newRecordFormSchema = z.object({
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number().int(),
  locked: z.boolean(),
});

async function zoneName(zoneId) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}`);
  const body = await res.json();
  return body.result.name;
}

function submit(values) {
  const form = newRecordFormSchema.parse(values);
  return form.locked ? null : form;
}

module.exports = { zoneName, submit };
