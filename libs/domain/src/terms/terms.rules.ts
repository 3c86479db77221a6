/** The terms the product shows today. A new version is added here and becomes current. */
export const TERMS_VERSIONS = ['v1'] as const;
export type TermsVersion = (typeof TERMS_VERSIONS)[number];
export const CURRENT_TERMS_VERSION: TermsVersion = 'v1';
export const MINIMUM_AGE_YEARS = 13;

/** How far ahead of the server clock a device's acceptedAt may run before it is refused. */
export const ACCEPTED_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;

export function isKnownTermsVersion(version: string): version is TermsVersion {
  return (TERMS_VERSIONS as readonly string[]).includes(version);
}
