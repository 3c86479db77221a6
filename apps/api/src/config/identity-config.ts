import { z } from 'zod';

/**
 * The variables of outgoing mail and social sign-in. Kept beside app-config.ts so the identity settings read
 * as one unit; app-config merges the schema and turns a pairing mistake into a ConfigurationError.
 */
export const identityEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/./.test(value), {
      message: 'SMTP_URL must start with smtp:// or smtps://',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('QuizStorm <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().trim().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().trim().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().trim().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_ISSUER: z.url({ message: 'OIDC_ISSUER must be a URL such as https://id.example.com' }).optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default('OpenID Connect'),
});
type IdentityEnv = z.infer<typeof identityEnvSchema>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface IdentityConfig {
  /** Unset: mail goes to the development outbox under DATA_DIR/outbox. */
  mail: { smtpUrl: string | undefined; from: string };
  social: {
    google?: OAuthClient;
    github?: OAuthClient;
    facebook?: OAuthClient;
    /** A generic OpenID Connect provider, found through its discovery document. */
    oidc?: OAuthClient & { issuer: string; name: string };
  };
}

export type IdentityConfigResult =
  { ok: true; value: IdentityConfig } | { ok: false; variable: string; reason: string };

/** Half a client (an id without its secret) is a typo to stop for, not a provider to leave silently off. */
function client(env: IdentityEnv, prefix: 'GOOGLE' | 'GITHUB' | 'FACEBOOK' | 'OIDC') {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return { ok: true as const, value: undefined };
  if (!clientId)
    return {
      ok: false as const,
      variable: `${prefix}_CLIENT_ID`,
      reason: `required with ${prefix}_CLIENT_SECRET`,
    };
  if (!clientSecret)
    return {
      ok: false as const,
      variable: `${prefix}_CLIENT_SECRET`,
      reason: `required with ${prefix}_CLIENT_ID`,
    };
  return { ok: true as const, value: { clientId, clientSecret } };
}

export function identityConfig(env: IdentityEnv): IdentityConfigResult {
  const social: IdentityConfig['social'] = {};
  for (const [key, prefix] of [
    ['google', 'GOOGLE'],
    ['github', 'GITHUB'],
    ['facebook', 'FACEBOOK'],
  ] as const) {
    const checked = client(env, prefix);
    if (!checked.ok) return checked;
    if (checked.value) social[key] = checked.value;
  }
  const oidc = client(env, 'OIDC');
  if (!oidc.ok) return oidc;
  if (oidc.value && !env.OIDC_ISSUER)
    return {
      ok: false,
      variable: 'OIDC_ISSUER',
      reason: 'required with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    };
  if (env.OIDC_ISSUER && !oidc.value)
    return { ok: false, variable: 'OIDC_CLIENT_ID', reason: 'required with OIDC_ISSUER' };
  if (oidc.value && env.OIDC_ISSUER) {
    social.oidc = { ...oidc.value, issuer: env.OIDC_ISSUER.replace(/\/+$/, ''), name: env.OIDC_NAME };
  }
  return { ok: true, value: { mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }, social } };
}
