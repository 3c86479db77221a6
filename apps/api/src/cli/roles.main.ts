import { reportCliFailure, runRolesCli } from './roles.js';

runRolesCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(reportCliFailure(error)),
);
