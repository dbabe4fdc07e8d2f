// A module of error helpers for the API's envelope: it reads error_chain and exports a 1004 predicate,
// with no catch and no request of its own.
interface CfError {
  code: number;
  message: string;
  error_chain: CfError[];
}

// cf-codemod(error-chain): the 1004 'DNS Validation Error' wrapper is no longer returned (since 2024-10-01): check the root cause's own code
export const isDnsValidation = (e: CfError): boolean => e.code === 1004;

export function rootMessage(body: { errors: CfError[] }): string {
  const first = body.errors[0];
  return ((first.error_chain?.[0] ?? first) as NonNullable<typeof first.error_chain>[number]).message;
}
