import { OAUTH_POPUP_MESSAGE_TYPE } from '@quiz/contracts';

/** Spec §9: the opener polls every 800 ms and gives up after about 8 s. */
export const POLL_INTERVAL_MS = 800;
export const GIVE_UP_AFTER_MS = 8000;

export type PopupOutcome = { kind: 'token'; token: string } | { kind: 'failed'; message: string };

/** What one poll can see of the popup. Its address is readable only while it shows one of our own pages. */
type PopupView = { at: 'closed' } | { at: 'provider' } | { at: 'ours'; href: string };

function look(popup: Window): PopupView {
  if (popup.closed) return { at: 'closed' };
  try {
    return { at: 'ours', href: popup.location.href };
  } catch {
    return { at: 'provider' }; // cross-origin: the player is at the provider
  }
}

const sameView = (a: PopupView, b: PopupView) =>
  a.at === b.at && (a.at !== 'ours' || a.href === (b as { href: string }).href);

/**
 * Waits for better-auth's completion page to post the session token (or an error) from the popup.
 *
 * The 8 s measure "no progress" (ADR 0031): time spent at the provider never counts, so a player can take as long
 * as they need to type there. The clock runs only while the popup sits unchanged on one of our own pages or has
 * closed without a result; each change of page starts it again.
 */
export function watchSignInPopup(popup: Window, nonce: string): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    let last = look(popup);
    let lastProgressAt = Date.now();

    const finish = (outcome: PopupOutcome) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      if (!popup.closed) popup.close();
      resolve(outcome);
    };

    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as {
        type?: unknown;
        nonce?: unknown;
        token?: unknown;
        error?: { code?: string; description?: string };
      } | null;
      if (data?.type !== OAUTH_POPUP_MESSAGE_TYPE || data.nonce !== nonce) return;
      if (typeof data.token === 'string' && data.token) return finish({ kind: 'token', token: data.token });
      const reason = data.error?.description || data.error?.code || 'The provider did not sign you in.';
      finish({ kind: 'failed', message: reason });
    }

    const poll = window.setInterval(() => {
      const now = look(popup);
      if (now.at === 'provider' || !sameView(now, last)) lastProgressAt = Date.now();
      last = now;
      if (Date.now() - lastProgressAt < GIVE_UP_AFTER_MS) return;
      finish({
        kind: 'failed',
        message:
          now.at === 'closed'
            ? 'The sign-in window was closed before sign-in finished.'
            : 'The sign-in window stopped before sign-in finished.',
      });
    }, POLL_INTERVAL_MS);

    window.addEventListener('message', onMessage);
  });
}
