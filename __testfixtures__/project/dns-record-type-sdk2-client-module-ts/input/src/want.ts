export interface Want {
  kind: string;
  host: string;
}
