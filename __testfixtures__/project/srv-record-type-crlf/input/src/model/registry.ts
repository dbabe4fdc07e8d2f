// The SIP registry keeps its own copy of the parts (not a Cloudflare record).
export interface RegistrySrv {
  type: string;
  data: {
    service: string;
    proto: string;
    name: string;
    port: number;
  };
}
