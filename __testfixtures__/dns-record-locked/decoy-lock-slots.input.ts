// A mutex, not a DNS record body: its locked goes where a boolean is required, and nothing sends it
// to the API.
interface Mutex {
  name: string;
  owner: string;
  locked: boolean;
}

export function held(m: Mutex): boolean {
  const state: boolean = m.locked;
  return state;
}
