// A sample of another shape: a lock entry of a job queue, not a DNS record.
export type Lease = typeof leaseSample;
const leaseSample = {
  id: 'lease-1',
  name: 'nightly-export',
  content: 'export.csv',
  locked: false,
  zone_id: 'eu-west',
};

export function isFree(lease: Lease): boolean {
  return !lease.locked && lease.zone_id !== '';
}

// A form's field with structured data: no `proxiable`, not a record.
export type Field = typeof fieldSample;
const fieldSample = {
  type: 'select',
  name: 'region',
  data: { options: ['eu', 'us'] },
  ttl: 60,
  locked: true,
};

export function frozen(field: Field): boolean {
  return field.locked;
}
