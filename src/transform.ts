import type { API, FileInfo, Options } from 'jscodeshift';
import type { Transform } from './types';
import type { MessageTable } from './messages';
import { processSource } from './runner/process';
import { apiAnchorWords } from './cloudflare/anchor-words';

/** A transform as jscodeshift runs it (default export of each transforms/<id> file) that also carries its registry entry. */
export interface DefinedTransform {
  (file: FileInfo, api: API, options: Options): string | undefined;
  transform: Transform;
}

/**
 * Makes one deprecation both a registry entry and a plain jscodeshift transform:
 * `npx jscodeshift -t dist/transforms/<id>.js src/` parses each file with the parser its extension
 * calls for (whatever --parser says), reports findings through `api.report`, and inserts review
 * markers unless run with `--markers=false`.
 * Generic over the transform's message table, so its reports name only the ids it declares and fill
 * the placeholders their texts hold.
 */
export function defineTransform<const M extends MessageTable>(definition: Transform<M>): DefinedTransform {
  const transform: Transform = { ...(definition as Transform), anchors: definition.anchors ?? apiAnchorWords };
  const run = (file: FileInfo, api: API, options: Options): string | undefined => {
    const result = processSource(file.source, file.path, [transform], {
      markers: options.markers !== false && options.markers !== 'false',
      config: {},
      displayPath: file.path,
    });
    for (const f of result.findings) {
      if (!f.waived) api.report(`${f.line}:${f.column} ${transform.id}: ${f.message}`);
    }
    if (result.error) throw new Error(result.error);
    return result.output;
  };
  return Object.assign(run, { transform });
}
