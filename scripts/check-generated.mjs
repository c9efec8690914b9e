// Regenerates every generated file and fails when the committed copy differs (CI: "generated files are stale").
import { execSync } from 'node:child_process';

const generated = ['backend/openapi.json', 'gateway/src/generated', 'web/src/gql'];
execSync('npm run codegen --silent', { stdio: 'inherit' });
try {
  execSync(`git diff --exit-code --stat -- ${generated.join(' ')}`, { stdio: 'inherit' });
} catch {
  console.error('Generated files are stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
const untracked = execSync(`git ls-files --others --exclude-standard -- ${generated.join(' ')}`)
  .toString()
  .trim();
if (untracked) {
  console.error(`Generated files are not committed: ${untracked}`);
  process.exit(1);
}
