// The path is handed over as a function that gives it, the call says GET: a list.
export function later(schedule, acct) {
	return schedule(() => `/accounts/${acct}/tunnels`, 'GET');
}
