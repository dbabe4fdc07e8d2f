type Schedule = (path: () => string, method: string) => Promise<unknown>;

// The path is handed over as a function that gives it, the call says GET: a list.
export function later(schedule: Schedule, acct: string) {
  return schedule(() => `/accounts/${acct}/tunnels`, 'GET');
}
