// Files the server reads from its own source folder at run time: the migrations, and the files
// whose contents key the demo seed's caches. The server runs from apps/server/src (tsx, tests)
// or from its bundle in apps/server/dist (npm start, scripts/build-server.mjs); both sit at the
// same depth, so config.ts finds the repository root alike from either, and these from it.
import { join } from 'node:path';

import { repoRoot } from '../config';

/** A path inside apps/server/src. */
export function serverSourcePath(...parts: string[]): string {
  return join(repoRoot, 'apps', 'server', 'src', ...parts);
}
