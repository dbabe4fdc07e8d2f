const { z } = require("zod");

// Tabs, CRLF and a BOM: the record schema the API's answers are parsed with loses locked; the edit form's schema keeps its own switch.
const dnsRecordSchema = z.object({
	id: z.string(),
	type: z.string(),
	name: z.string(),
	content: z.string(),
	ttl: z.number(),
});

const editRecordFormSchema = z.object({
	type: z.string(),
	name: z.string(),
	content: z.string(),
	ttl: z.number(),
	proxied: z.boolean(),
	locked: z.boolean(),
});

async function load(zoneId) {
	const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`);
	const body = await res.json();
	return body.result.map((r) => dnsRecordSchema.parse(r));
}

function readForm(values) {
	return editRecordFormSchema.parse(values);
}

module.exports = { load, readForm };
