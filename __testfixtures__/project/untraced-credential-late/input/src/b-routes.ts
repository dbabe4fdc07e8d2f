// The app's own route table, also listed before the credential: a pattern, not a request.
type Handler = (params: Record<string, string>) => unknown;
export const routes: Array<[string, Handler]> = [
  ['/zones/:zone/rate_limits', (params) => ({ zone: params.zone, limits: [] })],
];
