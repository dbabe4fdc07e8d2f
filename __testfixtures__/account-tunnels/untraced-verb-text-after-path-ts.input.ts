// A POST whose body happens to be a verb's text, and a verb-named form helper: both create a tunnel.
interface Http {
  post(route: string, body: string): Promise<unknown>;
  postForm(route: string, label: string, fields: Record<string, string>): Promise<unknown>;
}

export async function openNamed(http: Http, acct: string) {
  return http.post(`accounts/${acct}/tunnels`, 'delete');
}

export async function openForm(http: Http, acct: string, fields: Record<string, string>) {
  return http.postForm(`accounts/${acct}/tunnels`, 'GET', fields);
}
