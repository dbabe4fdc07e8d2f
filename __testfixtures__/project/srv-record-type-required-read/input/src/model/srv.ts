// SRV records of the SIP trunk: the dialler reads their host back (report/hosts.ts).
export interface TrunkSrv {
  type: string;
  name?: string;
  data: {
    service: string;
    proto: string;
    name: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
}

// SRV records of the game servers: read back for labels only.
export interface GameSrv {
  type: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

// SRV records of the mail front-end: its protocol is shown upper-cased.
export interface ImapSrv {
  type: string;
  name?: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}
