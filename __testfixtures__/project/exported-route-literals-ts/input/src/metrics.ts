import { AUDIT_KEYS as AUDIT } from './paths';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function auditCount(account: string): Promise<number> {
  const res = await fetch(`${CF_API}/accounts/${account}${AUDIT}`);
  const body = (await res.json()) as { result: unknown[] };
  return body.result.length;
}
