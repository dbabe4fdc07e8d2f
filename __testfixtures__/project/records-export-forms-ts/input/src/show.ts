// One record at a time, its fields taken apart where the parameter is declared.
export function showRecord({ name, type, zone_id }: { name: string; type: string; zone_id: string }): string {
  return `${name} ${type} (${zone_id})`;
}

export const zoneOf = (rec: any): string => {
  const { zone_name } = rec;
  return zone_name;
};
