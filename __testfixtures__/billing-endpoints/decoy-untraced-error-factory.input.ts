declare function createHttpError(message: string): Error;

// A factory of errors is given the path as its text: no request.
export function missingProfile(acct: string): Error {
  return createHttpError(`/accounts/${acct}/billing/profile`);
}
