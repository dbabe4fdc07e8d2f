import { API_ANCHORING_WORDS, AnchoringScan, CREDENTIAL_NAMES, type ProjectAnchoring } from '../project/anchored';
import { importedModules } from '../project/specifiers';
import { indexProject, type RunProject } from '../project/run-project';
import { forgetTsconfigs } from '../project/tsconfig-out';
import { apiAnchorWords } from '../cloudflare/anchors/anchor-words';
import { IGNORE_WORD } from '../edit/markers';
import { prefilterGate, untracedWordsOf } from './prefilter';
import type { RunSetup } from './run-setup';

/** What the run's first step found: the project index, the anchoring, and the files to read again. */
export interface RunIndex {
  project?: RunProject;
  anchoring?: ProjectAnchoring;
  /**
   * Code files whose text the opening gate dropped, but whose package a later text anchored (or
   * which an import connects to an API anchor module): the prefilter reads them again (one may spell
   * an untraced endpoint).
   */
  unsure: Set<string>;
}

/**
 * Step 0 of a run: the project index (modules of the visited tree that export Cloudflare anchors,
 * src/project/) and which packages are anchored on Cloudflare (src/project/anchored.ts): their
 * package.json files, then the texts the index's scan passes (the anchoring words are among its words).
 * `keep` receives the project as soon as it exists (the run releases it, whatever happens next).
 */
export function indexRun(setup: RunSetup, keep: (project: RunProject) => void): RunIndex {
  const { transforms, config, checkWaivers, options } = setup;
  // Each folder's tsconfig is read once a run (build-output.ts asks for the folders above every candidate).
  forgetTsconfigs();
  const codeFiles = setup.discovered.files.filter(setup.isCode);
  const anchorScan = new AnchoringScan(codeFiles, setup.display);
  const ownWords = [...apiAnchorWords(config), ...(checkWaivers ? [IGNORE_WORD] : [])];
  // Until something anchors a file's package, the gate also passes its texts that may anchor it;
  // once anchored, those that spell an untraced endpoint (the words of a package that is never
  // anchored are never looked for: they made the gate about a quarter slower on the bench's git tree).
  const opening = prefilterGate(transforms, config, { extra: [...ownWords, ...API_ANCHORING_WORDS], apart: [...CREDENTIAL_NAMES] });
  let anchoredGate: ((text: string) => boolean) | undefined;
  const unsure = new Set<string>();
  const project = options.project === false ? undefined : indexProject({
    files: codeFiles,
    config,
    maxFileSize: setup.maxFileSize,
    transforms,
    // One scan of each text for the prefilter's words and the index's (the API anchor words), and waivers.
    ownWords: (text, file) => {
      if (anchorScan.isAnchored(file)) return (anchoredGate ??= prefilterGate(transforms, config, { extra: ownWords, alternated: untracedWordsOf(transforms) }))(text);
      const pass = opening(text);
      if (pass) anchorScan.scan(text, file);
      else unsure.add(file);
      return pass;
    },
    ownWordsKeepAnchored: true,
  });
  if (project) keep(project);
  // Without the index (`project: false`), only the package.json files anchor it.
  const built = project?.built;
  const anchoring = anchorScan.result(built && {
    apiWordFiles: built.apiWordFiles,
    text: (abs) => built.texts.get(abs) || undefined,
    importsOf: (abs, text) => importedModules(abs, text, undefined, built.resolver).map(({ target }) => target),
  });
  for (const file of unsure) if (!anchoring?.of(file)) unsure.delete(file);
  return { project, anchoring, unsure };
}
