export interface VerblessInit extends RequestInit {
  limitMs?: number;
}

// Sends every request with fetch's own verb: the caller's method is taken out with the limit.
export async function verblessFetch(url: string, init: VerblessInit = {}): Promise<Response> {
  const { limitMs = 8000, method, ...rest } = init;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limitMs);
  try {
    return await fetch(url, { ...rest, signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
}
