// A class whose tunnel helper writes /tunnels and takes the method from each caller.
const API = 'https://api.cloudflare.com/client/v4';

export class Tunnels {
  constructor(private readonly accountId: string, private readonly token: string) {}

  private async tunnelApi<T>(method: string, suffix = ''): Promise<T> {
    const res = await fetch(`${API}/accounts/${this.accountId}/tunnels${suffix}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return (await res.json()).result as T;
  }

  get(id: string) {
    // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this GET goes through this.tunnelApi, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
    return this.tunnelApi<{ id: string; name: string }>('GET', `/${id}`);
  }

  remove(id: string) {
    // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this DELETE goes through this.tunnelApi, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
    return this.tunnelApi<void>('DELETE', `/${id}`);
  }

  list() {
    return this.tunnelApi<Array<{ id: string }>>('GET');
  }
}
