interface Cause { code: number; message: string; detail: string }
interface RecordError { code: number; message: string; error_chain?: Cause[] }
interface FullError { code: number; message: string; error_chain: Cause[] }

const CF = 'https://api.cloudflare.com/client/v4';

// The chain is typed and its causes have a member the error has not: the fallback is cast back to the chain's type.
export async function create(zone: string): Promise<string[]> {
  const reply = await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', body: '{}' });
  const payload: { success: boolean; errors: RecordError[] } = await reply.json();
  const full: { errors: FullError[] } = await reply.json();
  const e: RecordError = payload.errors[0];
  const n = full.errors[0];
  const a = ((e.error_chain ?? [e]) as NonNullable<typeof e.error_chain>).map((c) => c.detail) ?? [];
  const b = ((n.error_chain ?? [n]) as NonNullable<typeof n.error_chain>).map((c) => c.detail);
  const first = ((n.error_chain?.[0] ?? n) as NonNullable<typeof n.error_chain>[number]).detail;
  const maybe = ((e.error_chain?.[0] ?? e) as NonNullable<typeof e.error_chain>[number]).detail;
  const spread = [...((n.error_chain ?? [n]) as NonNullable<typeof n.error_chain>)].map((c) => c.code);
  // No name a type query can read: reported, left as written.
  // cf-codemod(error-chain): error_chain is omitted since 2024-10-01: handle its absence here (the root cause is then the error itself: x.error_chain?.[0] ?? x)
  for (const cause of full.errors[0].error_chain) a.push(cause.detail);
  // Read on an any: the fallback keeps any, no cast needed.
  const loose = ((payload as any).errors[0].error_chain ?? [(payload as any).errors[0]]).map((c: Cause) => c.detail);
  try {
    await reply.json();
  } catch (err: any) {
    a.push((err.errors[0].error_chain?.[0] ?? err.errors[0]).detail);
  }
  return [...a, ...b, first, maybe ?? '', ...spread.map(String), ...loose];
}
