import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { RequestMethod, type Type } from '@nestjs/common';
import type { ModulesContainer } from '@nestjs/core';
import type { AccessLevel } from '@quiz/domain';
import type { ZodType } from 'zod';
import { ZodValidationPipe } from '../../infra/http/zod-validation.pipe.js';
import { ALLOW_ACCESS } from '../access/http/allow-access.decorator.js';
import { RESPONDS, type ResponseContract } from './http/responds.decorator.js';

/**
 * One route Nest maps, read from the same metadata the router, the access guard and the validation pipes use,
 * so what the documentation says cannot differ from what the app does (ADR 0160).
 */
export interface CataloguedRoute {
  /** `GET`, `POST`, …, or `ALL` for a catch-all. */
  method: string;
  /** With `:name` for path parameters and `*` for a wildcard. */
  path: string;
  /** `Controller.handler`. */
  route: string;
  /** What `@AllowAccess` declares: exactly what AccessGuard reads; undefined when nothing is declared. */
  allowed: AccessLevel[] | undefined;
  controller: Type;
  handler: string;
  /** The status Nest answers on success (`@HttpCode`, else 201 for POST and 200 for the rest). */
  successStatus: number;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response?: ResponseContract;
}

const PART_BY_PARAMTYPE: Partial<Record<RouteParamtypes, 'body' | 'query' | 'params'>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'params',
};

/** Every route of every controller the app registered, with what it declares. */
export function catalogueRoutes(modules: ModulesContainer, globalPrefix = 'api'): CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      routes.push(...controllerRoutes(controller, globalPrefix));
    }
  }
  return routes;
}

function controllerRoutes(controller: Type, globalPrefix: string): CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, controller));
  for (const name of Object.getOwnPropertyNames(controller.prototype)) {
    const handler = (controller.prototype as Record<string, unknown>)[name];
    if (typeof handler !== 'function' || name === 'constructor') continue;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) continue;
    const allowed = (Reflect.getMetadata(ALLOW_ACCESS, handler) ??
      Reflect.getMetadata(ALLOW_ACCESS, controller)) as AccessLevel[] | undefined;
    const httpCode = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
    const described = {
      allowed,
      controller,
      handler: name,
      route: `${controller.name}.${name}`,
      successStatus: httpCode ?? (method === RequestMethod.POST ? 201 : 200),
      response: Reflect.getMetadata(RESPONDS, handler) as ResponseContract | undefined,
      ...inputSchemas(controller, name),
    };
    for (const prefix of prefixes) {
      for (const path of asArray(Reflect.getMetadata(PATH_METADATA, handler))) {
        const segments = [globalPrefix, prefix, path].flatMap((part) => part.split('/')).filter(Boolean);
        routes.push({ method: RequestMethod[method], path: `/${segments.join('/')}`, ...described });
      }
    }
  }
  return routes;
}

/** The zod schemas the route's `ZodValidationPipe`s hold: the contracts its input is checked against. */
function inputSchemas(controller: Type, handler: string): Pick<CataloguedRoute, 'body' | 'query' | 'params'> {
  const schemas: Pick<CataloguedRoute, 'body' | 'query' | 'params'> = {};
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    { pipes?: unknown[] }
  >;
  for (const [key, arg] of Object.entries(args)) {
    const part = PART_BY_PARAMTYPE[Number(key.split(':')[0]) as RouteParamtypes];
    const pipe = arg.pipes?.find((candidate) => candidate instanceof ZodValidationPipe);
    if (part && pipe) schemas[part] = (pipe as ZodValidationPipe<unknown>).schema;
  }
  return schemas;
}

function asArray(value: unknown): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
