import { send } from './gateway';

// The options a name holds say GET: listing the collection stays live.
export async function tunnelIds(accountId: string): Promise<string[]> {
  const init = { method: 'GET' } as const;
  const rows = (await send('/accounts/' + accountId + '/tunnels', init)) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}
