import fc from 'fast-check';
import { isRedirectTarget } from './redirect-targets.plugin.js';

describe('a redirect target better-auth may be given', () => {
  it('is an http(s) address or a path from the root of this site', () => {
    for (const target of ['https://quiz.example/done', 'http://localhost:3000/', '/', '/reset-password?x=1'])
      expect(isRedirectTarget(target)).toBe(true);
    for (const target of [
      'done',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'ftp://x/',
      '',
    ])
      expect(isRedirectTarget(target)).toBe(false);
  });

  it('is never something better-auth cannot build a redirect from', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((text) => `/${text}`),
        ),
        (target) => {
          if (!isRedirectTarget(target)) return;
          // better-auth 1.7.7's appendQueryParams: absolute, or root-relative to a reference origin.
          const url = target.startsWith('/') ? new URL(target, 'http://reference.invalid') : new URL(target);
          expect(['http:', 'https:']).toContain(url.protocol);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
