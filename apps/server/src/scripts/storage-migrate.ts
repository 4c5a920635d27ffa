// npm run storage:migrate [-- --from <folder>]
// Copies the local storage folder ($SADA_DATA_DIR/storage, or --from) into the bucket the S3_*
// settings name (STORAGE=s3), then checks every object against its file (size and SHA-256).
// Run it again to resume or to check: objects already there and equal are not copied again.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ConfigError, loadConfig } from '../config';
import { openStorage } from '../platform/open-storage';
import { migrateStorage } from '../platform/storage-migration';

const usage = 'Usage: STORAGE=s3 S3_BUCKET=… npm run storage:migrate [-- --from <folder>]\n';

export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  let from: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from' && argv[i + 1]) from = resolve(argv[++i] as string);
    else {
      process.stderr.write(usage);
      return 2;
    }
  }
  const config = loadConfig(env);
  if (!config.objectStorage) {
    process.stderr.write(
      `The destination is a bucket: set STORAGE=s3 and its S3_* settings.\n${usage}`,
    );
    return 2;
  }
  const source = from ?? config.storageDir;
  const { storage } = openStorage(config);
  await storage.reachable();
  out(`Copying ${source} to the bucket ${config.objectStorage.s3.bucket}…`);
  const report = await migrateStorage({ from: source, to: storage });
  out(
    `${report.copied.length} objects copied (${report.bytes} bytes), ` +
      `${report.alreadyThere.length} already there; every object checked: size and SHA-256.`,
  );
  for (const { path, reason } of report.skipped) out(`skipped ${path}: ${reason}`);
  for (const { key, reason } of report.mismatched) out(`DIFFERS ${key}: ${reason}`);
  return report.mismatched.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof ConfigError ? error.message : `storage:migrate failed: ${String(error)}`}\n`,
      );
      process.exit(1);
    },
  );
}
