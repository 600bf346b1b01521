import { loadConfig } from '../../config.js';
import { withCliDatabase } from '../../db/cli-database.js';
import { moveFiles } from './move.js';
import { openStorage } from './open-storage.js';
import { FILE_STORES, type FileStoreKind } from './storage.js';

// The operator's move of the stored files to another store, against the configured database:
//   npm run files -- move <disk|postgres|s3>
// Copies every file of the current store (FILE_STORE) to the target and checks every file a
// record names there; safe to run again. Stop the portal first (new uploads would stay behind),
// then set FILE_STORE to the target and start it. The current store keeps its files.
const USAGE = `Usage: npm run files -- move <${FILE_STORES.join('|')}>`;
const [command, target] = process.argv.slice(2);
const isStore = (name: string | undefined): name is FileStoreKind => FILE_STORES.some((s) => s === name);

try {
  if (command !== 'move' || !isStore(target)) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    const config = loadConfig();
    if (config.FILE_STORE === target) throw new Error(`FILE_STORE is ${target} already: the files are there`);
    // The target's own settings (an S3 bucket) are checked as the server would check them.
    const targetConfig = loadConfig({ ...process.env, FILE_STORE: target });
    await withCliDatabase(config, async (db) => {
      const report = await moveFiles(db, await openStorage(config, db), await openStorage(targetConfig, db));
      console.log(`${report.files} files in ${config.FILE_STORE}: ${report.copied} copied to ${target}, ${report.files - report.copied} there already.`);
      console.log(`${report.referenced} files named by records: ${report.verified} in ${target} with the same size and SHA-256.`);
      if (report.missingBefore.length > 0)
        console.log(
          `${report.missingBefore.length} named files were missing from ${config.FILE_STORE} already (not moved): ${report.missingBefore.slice(0, 10).join(', ')}`,
        );
      if (report.failed.length > 0) {
        console.error(
          `${report.failed.length} named files are missing or different in ${target}: ${report.failed.slice(0, 10).join(', ')}. Run the move again.`,
        );
        process.exitCode = 1;
      } else console.log(`Set FILE_STORE=${target} and restart the portal; the files stay in the ${config.FILE_STORE} store until you remove them.`);
    });
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
