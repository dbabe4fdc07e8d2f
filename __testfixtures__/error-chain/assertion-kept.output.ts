// The causes of a refused record, read through type assertions: the assertions say what the code
// after them reads, so the fallback goes under them (a `satisfies` check stays on the chain it checks).
interface Cause { code: number; message: string }
interface RecordError { code: number; message: string; error_chain?: Cause[] }

const CF = 'https://api.cloudflare.com/client/v4';

export async function createHost(zone: string, host: { type: string; name: string; content: string }): Promise<string[]> {
  const reply = await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(host) });
  const payload: any = await reply.json();
  if (payload.success) return [];
  const lines: string[] = (payload.errors as any[]).map((fault) => ((fault.error_chain ?? [fault]) as any[]).map((cause) => cause.message).join(' / '));
  const typed: RecordError = payload.errors[0];
  (<Cause[]>(typed.error_chain ?? [typed])).forEach((cause) => lines.push(`${cause.code}`));
  const checked = (((typed.error_chain! satisfies Cause[]) ?? [typed]) as NonNullable<typeof typed.error_chain>).filter((cause) => cause.code > 1000);
  const forced = ((typed.error_chain ?? [typed]) as NonNullable<typeof typed.error_chain>).map((cause) => cause.message.trim());
  const doubled = (((payload.errors[0].error_chain ?? [payload.errors[0]]) as unknown as Cause[])).some((cause) => cause.code === 9005);
  const first = (((payload.errors[0].error_chain ?? [payload.errors[0]]) as Cause[])[0] as Cause).message;
  const element = ((payload.errors[0].error_chain?.[0] ?? payload.errors[0]) as Cause).code;
  const maybe = ((payload.errors[0].error_chain ?? [payload.errors[0]]) as Cause[] | undefined)!.map((cause) => cause.code);
  return [...lines, `${checked.length}`, ...forced, String(doubled), first, String(element), ...maybe.map(String)];
}
