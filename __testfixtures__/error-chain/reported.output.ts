const API = 'https://api.cloudflare.com/client/v4';

type CfError = { code: number; message: string; error_chain?: CfError[] };

async function post(path: string, body: unknown) {
  const res = await fetch(`${API}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}

export async function createRecord(zoneId: string, record: object) {
  const body = await post(`/zones/${zoneId}/dns_records`, record);
  if (body.success) return body.result;
  // cf-codemod(error-chain): error_chain is omitted since 2024-10-01: handle its absence here (the root cause is then the error itself: x.error_chain?.[0] ?? x)
  const { error_chain } = body.errors[0];
  // cf-codemod(error-chain): error_chain is omitted since 2024-10-01: this read throws when it is absent; guard it or read (x.error_chain ?? [x])
  if (body.errors[0].error_chain.length > 0) {
    console.error(error_chain);
  }
  // cf-codemod(error-chain): error_chain is omitted since 2024-10-01: hold lastError() in a const e and read (e.error_chain?.[0] ?? e)
  throw new Error(lastError().error_chain[0].message);
}

function lastError(): CfError {
  return (globalThis as any).lastCloudflareError;
}

export function collect(e: CfError, out: string[] = []): string[] {
  out.push(e.message);
  // cf-codemod(error-chain): recursive error_chain visitor: error_chain is omitted since 2024-10-01; let it stop on an error without one (x.error_chain ?? [])
  e.error_chain!.forEach((c) => collect(c, out));
  return out;
}

export function chainOf(err: { errors: CfError[] }) {
  // cf-codemod(error-chain): error_chain is omitted since 2024-10-01: handle its absence here (the root cause is then the error itself: x.error_chain?.[0] ?? x)
  return err.errors[0].error_chain;
}

export function isValidationError(err: { errors: CfError[] }) {
  // cf-codemod(error-chain): the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
  return err.errors[0].code == 1004;
}
