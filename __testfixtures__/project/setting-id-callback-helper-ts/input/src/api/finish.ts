// Hands a request's outcome to a Node-style callback.
export function finish(pending: Promise<Response>, callback: any): void {
  pending.then((res) => callback(null, res), callback);
}
