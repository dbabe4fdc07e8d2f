interface RecordBase {
  type: string;
  ttl?: number;
  proxied?: boolean;
}

/** Voice service records: the common fields and the SRV data. */
export type SipRecord = RecordBase & {
  name?: string;
  data: {
    service?: string;
    proto?: string;
    name?: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
};
