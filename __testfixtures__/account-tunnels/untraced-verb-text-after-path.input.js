// A POST whose body happens to be a verb's text, and a verb-named form helper: both create a tunnel.
export async function openNamed(http, acct) {
  return http.post(`accounts/${acct}/tunnels`, 'delete');
}

export async function openForm(http, acct, fields) {
  return http.postForm(`accounts/${acct}/tunnels`, 'GET', fields);
}
