// npm run user:role -- <email> <role>
// Sets the role of an existing account on the configured database (DATABASE_URL, or the
// embedded one under SADA_DATA_DIR: stop the server first, the embedded database has one user).
import { pathToFileURL } from 'node:url';

import { roles } from '@sada/contracts/enums';

import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { setUserRole, UserRoleError } from '../features/admin/user-role';

const usage = `Usage: npm run user:role -- <email> <role>\n  role: ${roles.join(', ')}\n`;

export async function main(argv: string[]): Promise<number> {
  const [email, role, ...rest] = argv;
  if (!email || !role || rest.length > 0) {
    process.stderr.write(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const change = await setUserRole(database.db, email, role);
    const before = change.previousRole ?? 'no profile';
    const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir;
    process.stdout.write(
      `${change.email} (${change.userId}): role ${before} → ${change.role} (database: ${where})\n`,
    );
    if (change.role === 'label') process.stdout.write('The label is verified and may moderate.\n');
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof UserRoleError || error instanceof ConfigError;
      process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
      process.exit(1);
    },
  );
}
