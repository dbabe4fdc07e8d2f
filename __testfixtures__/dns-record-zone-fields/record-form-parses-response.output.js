const { z } = require('zod');

const CF = 'https://api.cloudflare.com/client/v4';

const recordFormSchema = z.object({
	id: z.string(),
	type: z.string(),
	name: z.string(),
	content: z.string(),
	ttl: z.number(),
});

async function prefill(zone, id, token) {
	const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
	const { result } = await res.json();
	return recordFormSchema.safeParse(result);
}

module.exports = { prefill, recordFormSchema };
