/** Finds the method a slash-separated route names below `base` and calls it on its owner. */
export async function callRoute(base: any, route: string, query: unknown): Promise<unknown> {
  const steps = route.split('/');
  const method = steps.reduce((node, step) => node?.[step], base);
  const owner = steps.slice(0, -1).reduce((node, step) => node?.[step], base);
  return method.bind(owner)(query);
}
