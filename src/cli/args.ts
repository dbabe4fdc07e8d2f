/** A repeatable option arrives as one string or several (never greedy: `-t id .` keeps `.` a path). */
export const asList = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);

/** Comma-separated values, from one option or several. */
export const splitList = (values: string[] | undefined): string[] | undefined =>
  values?.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
