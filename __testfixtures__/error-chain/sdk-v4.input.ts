import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function addTxt(zoneId: string, name: string, content: string) {
  try {
    return await client.dns.records.create({ zone_id: zoneId, type: 'TXT', name, content, ttl: 300 });
  } catch (err) {
    if (err instanceof Cloudflare.APIError) {
      if (err.errors.some((e) => e.code === 1004)) {
        const cause = (err.errors[0] as any).error_chain[0];
        throw new Error(`DNS validation failed: ${cause.code} ${cause.message}`);
      }
    }
    throw err;
  }
}
