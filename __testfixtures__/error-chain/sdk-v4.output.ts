import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function addTxt(zoneId: string, name: string, content: string) {
  try {
    return await client.dns.records.create({ zone_id: zoneId, type: 'TXT', name, content, ttl: 300 });
  } catch (err) {
    if (err instanceof Cloudflare.APIError) {
      // cf-codemod(error-chain): the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
      if (err.errors.some((e) => e.code === 1004)) {
        const cause = (err.errors[0] as any).error_chain?.[0] ?? (err.errors[0] as any);
        throw new Error(`DNS validation failed: ${cause.code} ${cause.message}`);
      }
    }
    throw err;
  }
}
