import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { parse } from 'yaml';
import { HealthHttpController } from '../modules/health/health.http.controller.js';
import { API_PREFIX } from '../bootstrap.js';
import { knownVariables, loadConfig } from './app-config.js';

/**
 * docker-compose.yml and the Dockerfile cannot run here (no Docker engine, ADR 0010), so they are read the way
 * the engine reads them: the compose file by a YAML parser (merge keys and all) with compose's variable
 * interpolation, the Dockerfile by dockerfile-ast, and both checked against the api's configuration schema,
 * its health route, package.json's scripts and the README (ADR 0167).
 */

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const text = (path: string) => readFileSync(repo(path), 'utf8');

/** What an operator exports before `docker compose up`, per the compose file's own header. */
const OPERATOR_ENV: Record<string, string> = { AUTH_SECRET: 'k'.repeat(64) };

/**
 * Compose's interpolation (compose-spec, "Interpolation"): `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`,
 * `${VAR-default}`, `${VAR:?error}` and `${VAR?error}`; a required one unset fails as the engine would.
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}|\$([A-Z0-9_]+)/gi,
    (match, name?: string, colon?: string, kind?: string, word?: string, bare?: string) => {
      if (match === '$$') return '$';
      const variable = name ?? bare!;
      const current = env[variable];
      const missing = current === undefined || (colon === ':' && current === '');
      if (!missing) return current;
      if (kind === '?') throw new Error(`compose: required variable ${variable} is missing: ${word}`);
      return kind === '-' ? (word ?? '') : '';
    },
  );
}

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number };
  stop_grace_period?: string;
}

/** A compose duration such as `1m30s` or `20s`, in milliseconds. */
function durationMs(value: string): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  const parts = [...value.matchAll(/(\d+)(ms|h|m|s)/g)];
  expect(parts.map((p) => p[0]).join('')).toBe(value);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit!]!, 0);
}

const compose = parse(text('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = ['api', 'worker'] as const;

function environmentOf(name: string, env = OPERATOR_ENV): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(value === null ? '' : String(value), env),
    ]),
  );
}

const dockerfile = DockerfileParser.parse(text('Dockerfile'));
const instructions = dockerfile.getInstructions();
const argumentsOf = (instruction: Instruction) => instruction.getArguments().map((a) => a.getValue());
const finalStage = instructions.slice(instructions.findLastIndex((i) => i.getKeyword() === 'FROM'));
const packageJson = JSON.parse(text('package.json')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const readme = text('README.md');

describe('docker-compose.yml', () => {
  it('has the whole topology: EventStoreDB, PostgreSQL, Redis, the api and a worker', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'eventstoredb', 'postgres', 'redis', 'worker']);
    for (const name of Object.keys(services)) expect(services[name]!.image).toMatch(/^[\w./-]+:[\w.-]+$/);
  });

  it.each(appServices)('gives %s only variables the api knows, and values its schema accepts', (name) => {
    const env = environmentOf(name);
    expect(Object.keys(env).filter((key) => !knownVariables().has(key))).toEqual([]);
    const config = loadConfig(env);
    // Every part of the topology is switched on: a variable missing here would silently fall back to embedded.
    expect(config).toMatchObject({ mode: 'server', env: 'production' });
    expect(config.redisUrl).toBeDefined();
    expect(config.eventStoreUrl).toBeDefined();
  });

  it.each(appServices)('refuses to start %s without the secret the operator must set', (name) => {
    expect(() => environmentOf(name, {})).toThrow(/AUTH_SECRET/);
    // And a too short one is refused by the api's own schema, naming it.
    expect(() => loadConfig(environmentOf(name, { AUTH_SECRET: 'short' }))).toThrow(/AUTH_SECRET/);
  });

  it('points the apps at the services by their names, ports and credentials', () => {
    const postgres = services.postgres!.environment!;
    for (const name of appServices) {
      const env = environmentOf(name);
      const database = new URL(env.DATABASE_URL!);
      expect([database.hostname, database.port, database.username, database.password]).toEqual([
        'postgres',
        '5432',
        postgres.POSTGRES_USER,
        postgres.POSTGRES_PASSWORD,
      ]);
      expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
      expect(new URL(env.REDIS_URL!).host).toBe('redis:6379');
      const eventStore = new URL(env.EVENTSTORE_URL!);
      expect(eventStore.host).toBe('eventstoredb:2113');
      // No TLS on the client only when the server runs insecure.
      expect(eventStore.searchParams.get('tls')).toBe('false');
      expect(String(services.eventstoredb!.environment!.EVENTSTORE_INSECURE)).toBe('true');
    }
  });

  it('publishes the port the api listens on, and PUBLIC_URL names it', () => {
    const config = loadConfig(environmentOf('api'));
    expect(services.api!.ports).toEqual([`${config.port}:${config.port}`]);
    expect(new URL(config.publicUrl).port).toBe(String(config.port));
    // The image says the same.
    expect(finalStage.filter((i) => i.getKeyword() === 'EXPOSE').flatMap(argumentsOf)).toEqual([
      String(config.port),
    ]);
  });

  it("checks the api's health on its real route and port", () => {
    const route = `/${API_PREFIX}/${Reflect.getMetadata('path', HealthHttpController) as string}`;
    expect(route).toBe('/api/health');
    const { port } = loadConfig(environmentOf('api'));
    const test = services.api!.healthcheck!.test;
    expect(test[0]).toBe('CMD');
    expect(test.slice(1, 3)).toEqual(['node', '-e']);
    const urls = test[3]!.match(/https?:\/\/[^'"\s)]+/g);
    expect(urls).toEqual([`http://127.0.0.1:${port}${route}`]);
    // The probe exits 0 only on a 2xx: a stopping api answers 503 (ADR 0166).
    expect(test[3]).toMatch(/process\.exit\(r\.ok \? 0 : 1\)/);
  });

  it('starts each app once what it needs is healthy, and each of those has a health check', () => {
    for (const name of appServices) {
      const dependsOn = services[name]!.depends_on!;
      expect(Object.keys(dependsOn).sort()).toEqual(['eventstoredb', 'postgres', 'redis']);
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        expect(condition).toBe('service_healthy');
        const check = services[dependency]!.healthcheck!;
        expect(['CMD', 'CMD-SHELL']).toContain(check.test[0]);
      }
    }
  });

  it.each(appServices)('lets %s finish its shutdown before the engine kills it', (name) => {
    const { shutdownTimeoutMs } = loadConfig(environmentOf(name));
    // Docker's default grace is 10 s, the api's default bound too: the engine would kill it mid-stop.
    expect(durationMs(services[name]!.stop_grace_period!)).toBeGreaterThan(shutdownTimeoutMs);
  });

  it('builds one image for both apps; the worker runs the worker script', () => {
    expect(services.worker!.image).toBe(services.api!.image);
    expect(services.worker!.build).toEqual(services.api!.build);
    expect(services.api!.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    expect(services.worker!.command!.join(' ')).toBe(packageJson.scripts.worker);
  });
});

describe('Dockerfile', () => {
  it("builds with the README's build command and starts with its start command", () => {
    const runs = instructions.filter((i) => i.getKeyword() === 'RUN').map((i) => argumentsOf(i).join(' '));
    expect(runs).toContain('npm run build');
    expect(readme).toContain('| `npm run build`');
    const start = finalStage.find((i) => i.getKeyword() === 'CMD')!;
    const cmd = (start as unknown as { getJSONStrings(): { getJSONValue(): string }[] })
      .getJSONStrings()
      .map((s) => s.getJSONValue())
      .join(' ');
    // `npm start` is the build, then this command; the README's Operating section names it.
    expect(packageJson.scripts.start).toBe(`npm run build && ${cmd}`);
    expect(readme).toContain(`\`${cmd}\` (\`npm start\` builds first)`);
  });

  it('copies only what exists in the build context, and runs the Node the README asks for', () => {
    const ignored = text('.dockerignore');
    for (const copy of instructions.filter((i) => i.getKeyword() === 'COPY')) {
      if ((copy as unknown as { getFromFlag(): unknown }).getFromFlag()) continue;
      const sources = argumentsOf(copy).slice(0, -1);
      for (const source of sources) {
        expect({ source, exists: existsSync(repo(source)) }).toEqual({ source, exists: true });
        expect(ignored.split('\n')).not.toContain(source);
      }
    }
    const required = Number(/>=\s*(\d+)/.exec(packageJson.engines.node)![1]);
    expect(readme).toContain(`You need Node ${packageJson.engines.node.replace('>=', '')} or later`);
    for (const from of instructions.filter((i) => i.getKeyword() === 'FROM')) {
      const [image] = argumentsOf(from);
      const [name, tag] = image!.split(':');
      expect(name).toBe('node');
      expect(Number(/^(\d+)/.exec(tag!)![1])).toBeGreaterThanOrEqual(required);
    }
  });
});
