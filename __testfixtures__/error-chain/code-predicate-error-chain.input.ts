// A module of error helpers for the API's envelope: it reads error_chain and exports a 1004 predicate,
// with no catch and no request of its own.
interface CfError {
  code: number;
  message: string;
  error_chain: CfError[];
}

export const isDnsValidation = (e: CfError): boolean => e.code === 1004;

export function rootMessage(body: { errors: CfError[] }): string {
  const first = body.errors[0];
  return first.error_chain[0].message;
}
