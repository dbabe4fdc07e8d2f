export interface TimedInit extends RequestInit {
  limitMs?: number;
}

// Aborts a request that takes too long; every other option goes to fetch as the caller wrote it.
export async function timedFetch(url: string, init: TimedInit = {}): Promise<Response> {
  const { limitMs = 8000, ...rest } = init;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limitMs);
  try {
    return await fetch(url, { ...rest, signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
}
