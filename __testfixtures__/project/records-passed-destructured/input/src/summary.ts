// Lines about the DNS records the fetching module hands over.
export function summarize(records: any[]): string[] {
  const lines = records.map(({ name, zone_name }) => `${name} in ${zone_name}`);
  for (const { id, zone_id } of records) lines.push(`${id}@${zone_id}`);
  return lines;
}

export function lockStates(records: any[]): void {
  records.forEach(({ name, locked }) => console.log(name, locked));
}
