const API = 'https://api.cloudflare.com/client/v4';

type CfError = { code: number; message: string; error_chain?: CfError[] };

async function post(path: string, body: unknown) {
  const res = await fetch(`${API}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}

export async function createRecord(zoneId: string, record: object) {
  const body = await post(`/zones/${zoneId}/dns_records`, record);
  if (body.success) return body.result;
  const { error_chain } = body.errors[0];
  if (body.errors[0].error_chain.length > 0) {
    console.error(error_chain);
  }
  throw new Error(lastError().error_chain[0].message);
}

function lastError(): CfError {
  return (globalThis as any).lastCloudflareError;
}

export function collect(e: CfError, out: string[] = []): string[] {
  out.push(e.message);
  e.error_chain!.forEach((c) => collect(c, out));
  return out;
}

export function chainOf(err: { errors: CfError[] }) {
  return err.errors[0].error_chain;
}

export function isValidationError(err: { errors: CfError[] }) {
  return err.errors[0].code == 1004;
}
