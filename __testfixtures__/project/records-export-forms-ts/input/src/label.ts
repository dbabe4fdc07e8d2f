export = function (record: any): string {
  return `${record.name}@${record.zone_name}`;
};
