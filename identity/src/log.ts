import type { LogLevel } from './config.js';

/**
 * A small leveled logger. Callers pass facts (ids, reasons, paths), never credentials: no password,
 * token, code, secret or cookie is ever handed to it.
 */
export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

const ORDER: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

export function createLogger(level: LogLevel): Logger {
  const enabled = (wanted: LogLevel) => ORDER.indexOf(wanted) <= ORDER.indexOf(level);
  const write =
    (wanted: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
      if (!enabled(wanted)) return;
      const line = `[identity] ${wanted.toUpperCase()} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`;
      if (wanted === 'error' || wanted === 'warn') console.error(line);
      else console.log(line);
    };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
