import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { AccessLevel } from '@quiz/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomUUID } from 'node:crypto';
import { GrantRoleCommand } from '../modules/access/commands/grant-role/grant-role.command.js';
import { ALLOW_ACCESS } from '../modules/access/http/allow-access.decorator.js';
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

export interface DeclaredRoute {
  method: string;
  path: string;
  route: string;
  allowed: AccessLevel[] | undefined;
  controller: Type;
  handler: string;
}

/** Every route the Nest app registered, found at runtime with what it declares through `@AllowAccess`. */
export function declaredRoutes(app: INestApplication, globalPrefix = 'api'): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const allowed = (Reflect.getMetadata(ALLOW_ACCESS, handler) ??
          Reflect.getMetadata(ALLOW_ACCESS, controller)) as AccessLevel[] | undefined;
        for (const prefix of prefixes) {
          for (const path of asArray(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({
              method: RequestMethod[method],
              path: `/${[globalPrefix, prefix, path]
                .flatMap((part) => part.split('/'))
                .filter(Boolean)
                .join('/')}`,
              route: `${controller.name}.${name}`,
              allowed,
              controller,
              handler: name,
            });
          }
        }
      }
    }
  }
  return routes;
}

function asArray(value: unknown): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
