export const known: unknown[] = []

export function register(api: unknown) {
  known.push(api)
}
