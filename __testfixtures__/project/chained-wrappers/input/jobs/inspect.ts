import { tunnels } from '../lib/tunnels';

export async function inspect(id: string) {
  const res = await tunnels('/' + id);
  return res.json();
}
