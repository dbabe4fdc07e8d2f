import { putZoneOption } from '../api/v4';

// The setting id is the caller's and unknown here: nothing to say of it in this module.
export async function setAny(zoneId: string, name: string, value: unknown) {
  await putZoneOption(name, zoneId, value);
}

export async function local(zoneId: string) {
  // A function of this module named like the import, in its own scope: not the API's.
  const putZoneOption = (id: string, zone: string) => console.log(id, zone);
  putZoneOption('minify', zoneId);
}
