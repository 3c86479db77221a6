import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../../config/app-config.js';

/** The origins Google's reCAPTCHA v3 script and its invisible frame come from (ADR 0022), when it is used. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/**
 * The security headers of every api answer and of the web app (ADR 0122), through @fastify/helmet.
 *
 * The page runs only scripts from its own origin: the built index.html inlines none, workers are files.
 * Styles may be inline (React style props and chart libraries set them); avatars are any https image. No one
 * may frame the app. `same-origin-allow-popups` keeps the social sign-in popup (ADR 0031) able to post back to
 * its opener; HSTS and the upgrade of insecure requests only when the product is served over https.
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl' | 'recaptcha'>): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const recaptcha = config.recaptcha ? RECAPTCHA_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // blob: the background music is synthesised into a blob the audio library then loads.
        connectSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        frameSrc: recaptcha.length > 0 ? recaptcha : ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  };
}
