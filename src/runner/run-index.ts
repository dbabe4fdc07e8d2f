import { API_ANCHORING_WORDS, AnchoringScan, CREDENTIAL_NAMES, type ProjectAnchoring } from '../project/anchored';
import { importedModules } from '../project/specifiers';
import { indexProject, type RunProject } from '../project/run-project';
import { forgetTsconfigs } from '../project/tsconfig-out';
import { forgetActionEntries } from '../project/action-entries';
import { apiAnchorWords } from '../cloudflare/anchors/anchor-words';
import { IGNORE_WORD } from '../edit/markers';
import { prefilterGates, untracedWordsOf, type Gate } from './prefilter';
import type { Transform, UserConfig } from '../types';
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
  // Each folder's tsconfig and action.yml are read once a run (build-output.ts asks for the folders above every candidate).
  forgetTsconfigs();
  forgetActionEntries();
  const codeFiles = setup.discovered.files.filter(setup.isCode);
  const anchorScan = new AnchoringScan(codeFiles, setup.display, setup.discovered.hasEntry);
  const gates = indexGates(transforms, config, checkWaivers);
  const { opening } = gates;
  const unsure = new Set<string>();
  const project = options.project === false ? undefined : indexProject({
    files: codeFiles,
    config,
    maxFileSize: setup.maxFileSize,
    transforms,
    // One scan of each text for the prefilter's words and the index's (the API anchor words), and waivers.
    ownWords: (text, file) => {
      if (anchorScan.isAnchored(file)) return gates.anchored().text(text);
      const pass = opening.text(text);
      if (pass) anchorScan.scan(text, file);
      else unsure.add(file);
      return pass;
    },
    ownWordsKeepAnchored: true,
    // The same gates on the bytes: a file none of their words is in is dropped undecoded, as ownWords would drop it.
    ownBytes: (bytes, file) => {
      const gate = anchorScan.isAnchored(file) ? gates.anchored() : opening;
      if (!gate.bytes || gate.bytes(bytes)) return true;
      if (gate === opening) unsure.add(file);
      return false;
    },
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

/**
 * The gates of step 0 on the index's scan of each text: the opening one, until something anchors the
 * file's package, and the anchored one (built when first needed). Until then, the gate also passes
 * the texts that may anchor it; once anchored, those that spell an untraced endpoint (the words of a
 * package that is never anchored are never looked for: they made the gate about a quarter slower on
 * the bench's git tree).
 */
export function indexGates(transforms: Transform[], config: UserConfig, checkWaivers: boolean): { opening: Gate; anchored: () => Gate } {
  const ownWords = [...apiAnchorWords(config), ...(checkWaivers ? [IGNORE_WORD] : [])];
  let anchored: Gate | undefined;
  return {
    opening: prefilterGates(transforms, config, { extra: [...ownWords, ...API_ANCHORING_WORDS], apart: [...CREDENTIAL_NAMES] }),
    anchored: () => (anchored ??= prefilterGates(transforms, config, { extra: ownWords, alternated: untracedWordsOf(transforms) })),
  };
}
