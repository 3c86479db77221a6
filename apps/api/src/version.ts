/** Reported by /api/health; bumped with releases. */
export const APP_VERSION = '0.1.0';
