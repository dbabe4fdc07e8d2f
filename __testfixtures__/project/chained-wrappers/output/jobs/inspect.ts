import { tunnels } from '../lib/tunnels';

export async function inspect(id: string) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this GET goes through tunnels, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  const res = await tunnels('/' + id);
  return res.json();
}
