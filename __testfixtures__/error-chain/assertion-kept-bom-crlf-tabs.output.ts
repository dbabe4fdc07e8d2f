// Tab-indented, CRLF, with a byte order mark: the assertion around the chain stays, the
// fallback goes under it, and every other byte stays as written.
interface Cause { code: number; message: string }

const CF = 'https://api.cloudflare.com/client/v4';

export async function removeHost(zone: string, id: string): Promise<string> {
	const reply = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { method: 'DELETE' });
	const payload: any = await reply.json();
	if (!payload.success) {
		const fault = payload.errors[0];
		const causes = ((fault.error_chain ?? [fault]) as Cause[])
			.map((cause) => `${cause.code} ${cause.message}`)
			.join('; ');
		throw new Error(causes);
	}
	return payload.result.id;
}
