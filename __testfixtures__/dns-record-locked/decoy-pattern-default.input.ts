const CF = 'https://api.cloudflare.com/client/v4';

export async function lockState(zone: string, recordId: string, token: string) {
	const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
	const { result: rec } = await res.json();
	// A mutex's state passed too: its locked is its own.
	function state({ locked, name } = rec): string {
		return locked === false ? `${name} open` : `${name} held`;
	}
	return [state(), state({ locked: false, name: 'mutex' })].join();
}
