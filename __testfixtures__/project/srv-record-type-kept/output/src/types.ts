export type SrvRecord = {
  type: 'SRV';
  name: string;
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
