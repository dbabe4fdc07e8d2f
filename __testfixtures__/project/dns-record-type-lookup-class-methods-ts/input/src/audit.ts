// Receives a client: what it does with it is out of the tool's sight.
export function audit(client: unknown): void {
  console.log('client used', typeof client);
}
