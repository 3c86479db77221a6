/// <reference lib="webworker" />
// Solves ALTCHA challenges off the main thread with WebCrypto SHA-256: altcha-lib's own worker protocol,
// given the browser's key derivation (its packaged SHA worker uses node:crypto).
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

handler({ deriveKey });
