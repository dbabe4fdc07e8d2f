import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

interface CfError {
  code: number;
  message: string;
  error_chain?: CfError[];
}

/** Every message of an error, the error itself first, then its chain (if any). */
export function flatten(e: CfError): CfError[] {
  return [e, ...(e.error_chain ?? []).flatMap(flatten)];
}

export function rootCause(e: CfError): CfError {
  return e.error_chain?.length ? rootCause(e.error_chain[0]) : e;
}

export async function createRecord(zoneId: string, record: object) {
  try {
    return (await axios.post(`${API}/zones/${zoneId}/dns_records`, record)).data.result;
  } catch (err: any) {
    const errors: CfError[] | undefined = err.response?.data?.errors;
    const message = errors?.[0]?.error_chain?.[0]?.message ?? errors?.[0]?.message ?? err.message;
    console.warn('dns_records create failed', errors?.[0]?.error_chain);
    let detail = errors?.[0]?.message;
    if (errors?.[0]?.error_chain) {
      detail = errors[0].error_chain[0].message;
    }
    const first = errors?.[0];
    const cause = first && first.error_chain && first.error_chain.length > 0 ? first.error_chain[0] : first;
    (first?.error_chain || []).forEach((c) => console.warn(c.code, c.message));
    throw new Error(`${message} (${detail}, ${cause?.code})`);
  }
}
