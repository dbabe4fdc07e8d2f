interface Cause { code: number; message: string; detail: string }
interface ApiFailure { code: number; message: string; error_chain?: Cause[] }

const API = 'https://api.cloudflare.com/client/v4';

// The chain is typed, and the callbacks read a member only a cause has: the fallback keeps the chain's type.
export async function addRecord(zone: string): Promise<string[]> {
	const res = await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: '{}' });
	const body: { success: boolean; errors: ApiFailure[] } = await res.json();
	const failure: ApiFailure = body.errors[0];
	const details = ((failure.error_chain ?? [failure]) as NonNullable<typeof failure.error_chain>).map((cause) => cause.detail);
	const first = ((failure.error_chain?.[0] ?? failure) as NonNullable<typeof failure.error_chain>[number]).detail;
	const checked = (((failure.error_chain satisfies Cause[] | undefined) ?? [failure]) as NonNullable<typeof failure.error_chain>)?.map((cause) => cause.detail) ?? [];
	// No name a type can read: reported, left as written.
	// cf-codemod(error-chain): error_chain is omitted since 2024-10-01: handle its absence here (the root cause is then the error itself: x.error_chain?.[0] ?? x)
	for (const cause of body.errors[0].error_chain!) details.push(cause.detail);
	return [...details, first, ...checked];
}
