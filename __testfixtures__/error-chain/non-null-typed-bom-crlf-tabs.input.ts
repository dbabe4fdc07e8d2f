interface Cause { code: number; message: string; detail: string }
interface ApiFailure { code: number; message: string; error_chain?: Cause[] }

const API = 'https://api.cloudflare.com/client/v4';

// The chain is typed, and the callbacks read a member only a cause has: the fallback keeps the chain's type.
export async function addRecord(zone: string): Promise<string[]> {
	const res = await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: '{}' });
	const body: { success: boolean; errors: ApiFailure[] } = await res.json();
	const failure: ApiFailure = body.errors[0];
	const details = failure.error_chain!.map((cause) => cause.detail);
	const first = failure.error_chain![0].detail;
	const checked = (failure.error_chain satisfies Cause[] | undefined)?.map((cause) => cause.detail) ?? [];
	// No name a type can read: reported, left as written.
	for (const cause of body.errors[0].error_chain!) details.push(cause.detail);
	return [...details, first, ...checked];
}
