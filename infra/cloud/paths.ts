import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's location so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
