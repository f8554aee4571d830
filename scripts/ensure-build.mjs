// `node scripts/ensure-build.mjs`: runs `npm run build` when site/.next/BUILD_ID is missing
// or any file under site/, src/ or tokens/ (site/.next excluded) is newer than it.
import { ensureBuild, ensurePinnedNode } from './build-state.mjs';

ensurePinnedNode(import.meta.url);
process.exitCode = await ensureBuild();
