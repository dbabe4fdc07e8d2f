import * as fs from 'fs';
import * as path from 'path';

/*
 * Where a transform's module is: a transform is one file, transforms/<id>.ts, or, when it outgrows one
 * (the size rules of issue 32), a folder, transforms/<id>/ with an index.ts that holds its definition.
 */

/** The module of transform `id` among the modules of `dir` (`ext` '.js' once built, '.ts' in the sources): `<id><ext>`, or `<id>/index<ext>`. */
export function transformFile(dir: string, id: string, ext: '.js' | '.ts' = '.js'): string {
  const folder = path.join(dir, id, `index${ext}`);
  return fs.existsSync(folder) ? folder : path.join(dir, `${id}${ext}`);
}
