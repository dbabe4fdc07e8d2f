// cf-codemod(srv-data-to-name): SrvRecord is left as it is: the SRV bodies in listing.ts, minecraft.ts no longer send data.service/proto/name (make them optional here for those to type-check), code in apex.ts, listing.ts still uses them (SRV bodies left as they were, or reads of them)
export type SrvRecord = {
  type: 'SRV';
  name: string;
  data: {
    service: string;
    proto: string;
    name: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
};
