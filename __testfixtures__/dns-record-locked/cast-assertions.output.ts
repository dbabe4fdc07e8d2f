// Bodies typed by the angle-bracket assertion and by `satisfies` on what the API answered (the URLs
// come from the callers): their records' `locked` is read.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface HostRecord {
	id: string;
	type: string;
	name: string;
	content: string;
	ttl: number;
	locked?: boolean;
}

export async function frozen(url: string): Promise<string[]> {
	const res = await fetch(url);
	const records = <HostRecord[]>(await res.json()).result;
	return records.filter((r) => r.locked ?? false).map((r) => r.name);
}

export async function isFrozen(url: string): Promise<boolean> {
	const res = await fetch(url);
	const one = <HostRecord>(await res.json()).result;
	return one.locked ?? false;
}

export async function lockFlags(url: string) {
	const text = await (await fetch(url)).text();
	const { result } = JSON.parse(text) satisfies { result: HostRecord[] };
	return result.map((r) => ({ name: r.name, locked: r.locked ?? false }));
}

export const base = CF_API;
