/** A leading byte-order mark is kept apart while a file is edited and put back when it is written. */
const BOM = '\uFEFF';

export function stripBom(text: string): { text: string; bom: boolean } {
  return text.startsWith(BOM) ? { text: text.slice(1), bom: true } : { text, bom: false };
}

export const addBom = (text: string, bom: boolean): string => (bom ? BOM + text : text);
