// The same over a request made elsewhere: the host is not known here.
export function authorise(req: XMLHttpRequest, key: string): XMLHttpRequest {
  // cf-codemod(service-key-auth): Service Key authentication reaches end of life on 2026-09-30: send an API token (Authorization: Bearer) instead of X-Auth-User-Service-Key
  req.setRequestHeader('x-auth-user-service-key', key);
  req.setRequestHeader('Content-Type', 'application/json');
  return req;
}
