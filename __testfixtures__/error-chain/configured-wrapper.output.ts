import { cfRequest } from './cloudflare-client';

export async function addCname(zoneId: string, name: string, target: string) {
  try {
    return await cfRequest(`/zones/${zoneId}/dns_records`, 'POST', { type: 'CNAME', name, content: target, proxied: true });
  } catch (e: any) {
    // cfRequest throws the API's first error object as it is
    const causes: string[] = (e.error_chain ?? [e]).map((c: { message: string }) => c.message);
    // cf-codemod(error-chain): the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
    switch (e.code) {
      case 1004:
        throw new Error(`CNAME ${name} rejected: ${causes.join(', ')}`);
      default:
        throw e;
    }
  }
}
