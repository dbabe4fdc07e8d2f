// A factory of errors is given the path as its text: no request.
export function missingProfile(acct) {
	return createHttpError(`/accounts/${acct}/billing/profile`);
}
