// The same over a request made elsewhere: the host is not known here.
export function authorise(req: XMLHttpRequest, key: string): XMLHttpRequest {
  req.setRequestHeader('x-auth-user-service-key', key);
  req.setRequestHeader('Content-Type', 'application/json');
  return req;
}
