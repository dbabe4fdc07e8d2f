/** A text matched as written inside a regular expression: each character RegExp gives a meaning is escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
