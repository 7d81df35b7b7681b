/** A small structured logger: one line per event, JSON in production, readable otherwise. */
export type Level = 'debug' | 'info' | 'warn' | 'error'

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void
  info(msg: string, data?: Record<string, unknown>): void
  warn(msg: string, data?: Record<string, unknown>): void
  error(msg: string, data?: Record<string, unknown>): void
}

export interface LogEntry {
  level: Level
  msg: string
  data?: Record<string, unknown>
}

export function createLogger(
  options: {
    json?: boolean
    silent?: boolean
    /** Receives every entry, whatever `silent` says (tests check what was logged). */
    capture?: (entry: LogEntry) => void
  } = {},
): Logger {
  const write = (level: Level, msg: string, data?: Record<string, unknown>) => {
    options.capture?.({ level, msg, data })
    if (options.silent && level !== 'error') return
    const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout
    if (options.json) {
      stream.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...data })}\n`)
    } else {
      const extra = data && Object.keys(data).length ? ` ${JSON.stringify(data)}` : ''
      stream.write(`[${level}] ${msg}${extra}\n`)
    }
  }
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  }
}
