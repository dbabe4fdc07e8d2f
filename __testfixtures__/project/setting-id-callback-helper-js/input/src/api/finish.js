// Hands a request's outcome to a Node-style callback.
export function finish(pending, callback) {
  pending.then((res) => callback(null, res), callback);
}
