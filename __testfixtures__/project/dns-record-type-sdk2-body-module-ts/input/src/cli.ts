import { recontent, relabel, retype } from './records';

export function apply(zone: string, label: string, patch: { type?: string; name: string; content: string }): Promise<void> {
  return relabel(zone, label, patch);
}

const [zone, label, kind, value] = process.argv.slice(2);
void retype(zone, label, { type: `${kind}`.toUpperCase(), name: label, content: value });
void recontent(zone, label, { name: label, content: value });
