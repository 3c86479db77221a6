const WIDTH = 500;
const HEIGHT = 640;

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the provider's sign-in in a popup, through better-auth's `/oauth-popup/start`: it sets the state cookie
 * in the popup, then sends it to the provider. Must run inside the click handler, or the browser blocks it.
 * Returns null when the popup was blocked.
 */
export function openSignInPopup(providerId: string): { popup: Window; nonce: string } | null {
  const nonce = randomNonce();
  const start = new URL('/api/auth/oauth-popup/start', window.location.origin);
  start.searchParams.set('provider', providerId);
  start.searchParams.set('popupOrigin', window.location.origin);
  start.searchParams.set('popupNonce', nonce);
  const left = window.screenX + Math.max(0, (window.outerWidth - WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - HEIGHT) / 2);
  const popup = window.open(
    start.href,
    'quiz-social-sign-in',
    `popup=yes,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
  );
  return popup ? { popup, nonce } : null;
}
