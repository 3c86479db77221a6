import { z } from 'zod';

// The page runs under a CSP without 'unsafe-eval' (ADR 0122). zod compiles object parsers with `new Function`
// unless told not to, and merely probing for it is reported by the browser as a violation. Imported first by
// main.tsx: zod decides when each schema is created, so this must run before any schema module does.
z.config({ jitless: true });
