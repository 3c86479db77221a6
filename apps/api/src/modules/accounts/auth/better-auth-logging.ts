import { Logger } from '@nestjs/common';

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

interface RefusalLike {
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

const isRefusal = (error: unknown): error is RefusalLike =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as RefusalLike).statusCode === 'number' &&
  ((error as RefusalLike).statusCode as number) < 500;

/**
 * better-auth's logging, routed through the api's logger at the api's levels. A refused request (a wrong
 * password, an unknown account, a body that fails its checks) is a warning of one line: no stack, and none of
 * the objects better-auth passes along, which can hold e-mail addresses. A real failure is an error with its
 * stack, as the api logs its own 5xx.
 */
export function betterAuthLogging(logger = new Logger('Auth')) {
  return {
    logger: {
      level: 'warn' as const,
      log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
        if (level === 'error') {
          const causes = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : ''));
          logger.error([message, ...causes].filter(Boolean).join(' '));
        } else if (level === 'warn') logger.warn(message);
        else if (level === 'info') logger.log(message);
        else logger.debug(message);
      },
    },
    onAPIError: {
      // Called for what escapes an endpoint: validation failures (400) and unexpected exceptions.
      onError: (error: unknown) => {
        if (isRefusal(error)) logger.warn(`Refused (${String(error.status)}): ${String(error.message)}`);
        else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
  };
}
