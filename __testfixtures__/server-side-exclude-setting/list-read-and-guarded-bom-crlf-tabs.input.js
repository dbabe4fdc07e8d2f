// Tab-indented, CRLF, with a byte order mark. LOCKS is read for the answer's keys and guards the
// change request: its entry stays, marked once. SWEEP only feeds two loops that send each id: both
// let the entry go, and it goes once.
const LOCKS = ['server_side_exclude', 'browser_check'];
const SWEEP = ['security_header', 'server_side_exclude', 'waf'];
const CF = 'https://api.cloudflare.com/client/v4';

export async function locks(zone, auth) {
	const answer = {};
	for (const name of LOCKS) {
		const reply = await fetch(`${CF}/zones/${zone}/settings/${name}`, { headers: auth });
		answer[name] = (await reply.json()).result;
	}
	return answer;
}

export async function setLock(zone, auth, name, value) {
	if (!LOCKS.includes(name)) return false;
	await fetch(`${CF}/zones/${zone}/settings/${name}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ value }) });
	return true;
}

export async function sweep(zone, auth) {
	for (const name of SWEEP) {
		const reply = await fetch(`${CF}/zones/${zone}/settings/${name}`, { headers: auth });
		console.log(name, reply.status);
	}
	await Promise.all(SWEEP.map((name) => fetch(`${CF}/zones/${zone}/settings/${name}`, { method: 'PATCH', headers: auth, body: '{"value":"off"}' })));
}
