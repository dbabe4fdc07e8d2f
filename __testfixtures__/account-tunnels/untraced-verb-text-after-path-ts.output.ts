// A POST whose body happens to be a verb's text, and a verb-named form helper: both create a tunnel.
interface Http {
  post(route: string, body: string): Promise<unknown>;
  postForm(route: string, label: string, fields: Record<string, string>): Promise<unknown>;
}

export async function openNamed(http: Http, acct: string) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return http.post(`accounts/${acct}/tunnels`, 'delete');
}

export async function openForm(http: Http, acct: string, fields: Record<string, string>) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: POST (create) must go to /accounts/:account_id/cfd_tunnel; GET (list all tunnels) is live and may stay
  return http.postForm(`accounts/${acct}/tunnels`, 'GET', fields);
}
