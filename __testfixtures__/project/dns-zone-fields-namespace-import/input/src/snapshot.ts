import * as dns from './dns/types';

interface Job {
  zone_name: string;
  startedAt: number;
}

/** The snapshot's file name: the job's zone, not the records'. */
export function fileName(job: Job, records: dns.SnapshotRecord[]): string {
  return `${job.zone_name}-${records.length}-${records.map((r) => r.name).join('_')}.json`;
}
