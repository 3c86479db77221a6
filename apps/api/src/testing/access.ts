import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomUUID } from 'node:crypto';
import { GrantRoleCommand } from '../modules/access/commands/grant-role/grant-role.command.js';
import { catalogueRoutes, type CataloguedRoute } from '../modules/api-docs/route-catalogue.js';
import type { TestApp } from './test-app.js';
import { waitUntil } from './wait-until.js';

/** Asks for an ALTCHA challenge and solves it as the page's Web Worker does; returns the payload to send. */
export async function solvedAltchaPayload(
  testApp: TestApp,
): Promise<{ payload: string; challenge: Challenge }> {
  const response = await testApp.http().get('/api/guest/challenge');
  if (response.status !== 200)
    throw new Error(`challenge: ${response.status} ${JSON.stringify(response.body)}`);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return { payload: encodeAltchaPayload(challenge, solution), challenge };
}

export const encodeAltchaPayload = (challenge: unknown, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** A guest token, obtained the way the page obtains one: a solved proof of work. */
export async function signInAsGuest(testApp: TestApp): Promise<string> {
  const { payload } = await solvedAltchaPayload(testApp);
  const response = await testApp
    .http()
    .post('/api/verify-recaptcha')
    .send({ token: payload, action: 'guest_login' });
  if (response.status !== 200) throw new Error(`guest: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.guestToken as string;
}

/** Grants a role through the command path and waits until the read model (and so the guard) sees it. */
export async function grantRole(testApp: TestApp, user: { userId: string; token: string }, role: string) {
  await testApp.app.get(CommandBus).execute(new GrantRoleCommand(randomUUID(), user.userId, role, 'cli'));
  await waitForRoles(testApp, user.token, (roles) => roles.includes(role));
}

export async function waitForRoles(testApp: TestApp, token: string, ok: (roles: string[]) => boolean) {
  return waitUntil(async () => {
    const response = await testApp.http().post('/api/user/verify-token').send({ token });
    return response.status === 200 && ok(response.body.roles) ? (response.body.roles as string[]) : null;
  }, 10_000);
}

/** A route as the catalogue finds it (ADR 0160), with what it declares through `@AllowAccess`. */
export type DeclaredRoute = CataloguedRoute;

/** Every route the Nest app registered, found at runtime with what it declares through `@AllowAccess`. */
export function declaredRoutes(app: INestApplication, globalPrefix = 'api'): DeclaredRoute[] {
  return catalogueRoutes(app.get(ModulesContainer), globalPrefix);
}
