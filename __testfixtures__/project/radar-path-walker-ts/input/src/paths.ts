/** Calls the method a dotted path names below `target`. */
export async function runAt(target: any, route: string, options: object): Promise<unknown> {
  const handler = route.split('.').reduce((at, part) => at?.[part], target);
  return handler.call(target, options);
}
