import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Message, msg } from '../../shared/messages'
import type { Db } from '../db/client'
import { signInThrottle } from '../db/schema/operations'
import { col, rawRows } from '../lib/sql'

/**
 * Sign-in throttling per account (NIST SP 800-63B §5.2.2), on top of the per-IP limits: the
 * failed sign-ins against one e-mail are counted whatever address they come from, in the
 * database (every instance sees the same count).
 *
 * - the first `freeFailures` failures cost nothing;
 * - then each attempt must wait a back-off after the last failure: `baseDelayMs`, doubling
 *   with each further failure, up to `maxDelayMs`; meanwhile sign-in answers 429 without
 *   checking the password (the right password is refused too, until the wait is over);
 * - after `lockAfter` consecutive failures sign-in is refused until the password is reset by
 *   e-mail. The reset itself is never throttled here (only per IP), so an attacker can slow a
 *   coach down but never lock them out for good: one reset and the count starts again.
 * - a successful sign-in or a password reset clears the count.
 *
 * An attempt is counted as a failure when it starts (one atomic statement that also checks the
 * wait), so concurrent attempts cannot all slip through a free window; an attempt that ends in
 * something other than a wrong password (success, unconfirmed e-mail, a malformed request) is
 * then cleared or given back.
 */
export interface SignInThrottleOptions {
  /** Failures allowed before any wait. */
  freeFailures: number
  /** The first wait, doubled with each further failure. */
  baseDelayMs: number
  /** The longest wait. */
  maxDelayMs: number
  /** Consecutive failures after which only a password reset lets the coach in. */
  lockAfter: number
  /** The clock (tests move it). */
  now?: () => number
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  lockAfter: 50,
}

export const ACCOUNT_LOCKED_MESSAGE = msg('auth.accountLocked')

/** "Muitas tentativas… Tente novamente em 8 segundos." — the wait in words, rounded up. */
export function throttledMessage(retryAfterSeconds: number): Message {
  const s = Math.max(1, Math.ceil(retryAfterSeconds))
  if (s < 60)
    return msg(s === 1 ? 'auth.signInThrottledSecond' : 'auth.signInThrottledSeconds', { n: s })
  const m = Math.ceil(s / 60)
  return msg(m === 1 ? 'auth.signInThrottledMinute' : 'auth.signInThrottledMinutes', { n: m })
}

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; locked: true }
  | { allowed: false; locked: false; retryAfterSeconds: number }

/** The key of an e-mail: SHA-256 of the trimmed, lowercased address. */
export function throttleKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

export function createSignInThrottle(db: Db, options: Partial<SignInThrottleOptions> = {}) {
  const o = { ...DEFAULT_SIGN_IN_THROTTLE, ...options }
  const now = o.now ?? Date.now

  /** The wait after the n-th consecutive failure (0 while n is within the free failures). */
  const delayAfter = (failures: number) =>
    failures < o.freeFailures
      ? 0
      : Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.min(failures - o.freeFailures, 40))

  return {
    options: o,
    delayAfter,

    /**
     * Before checking a password: counts the attempt as a failure when the account may try
     * now, else says how long to wait (or that it is locked). One statement: the check and
     * the count cannot be split by a concurrent attempt.
     */
    async attempt(email: string): Promise<ThrottleVerdict> {
      const key = throttleKey(email)
      const t = now()
      // the wait of the stored count, in SQL: base · 2^(failures − free), capped
      const wait = sql`LEAST(${o.maxDelayMs}::bigint, ${o.baseDelayMs}::bigint * power(2, LEAST(sign_in_throttle.failures - ${o.freeFailures}, 40))::bigint)`
      const counted = await rawRows(
        db,
        z.object({ failures: col.number }),
        sql`INSERT INTO sign_in_throttle (key, failures, last_failure_at) VALUES (${key}, 1, ${t})
            ON CONFLICT (key) DO UPDATE SET failures = sign_in_throttle.failures + 1, last_failure_at = ${t}
            WHERE sign_in_throttle.failures < ${o.lockAfter}
              AND (sign_in_throttle.failures < ${o.freeFailures}
                   OR sign_in_throttle.last_failure_at + ${wait} <= ${t})
            RETURNING failures`,
      )
      if (counted.length > 0) return { allowed: true }
      const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key))
      if (!row) return { allowed: true } // cleared in between
      if (row.failures >= o.lockAfter) return { allowed: false, locked: true }
      const until = row.lastFailureAt + delayAfter(row.failures)
      return { allowed: false, locked: false, retryAfterSeconds: Math.max(1, (until - t) / 1000) }
    },

    /** The attempt did not fail on the password (unconfirmed e-mail, bad request): give it back. */
    async refund(email: string) {
      await db
        .update(signInThrottle)
        .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
        .where(eq(signInThrottle.key, throttleKey(email)))
    },

    /**
     * Forgets counts whose last failure is older than `idleMs` (default a day), so the table
     * does not keep every address ever tried; a locked account stays locked until its reset.
     */
    async forgetIdle(idleMs = 24 * 60 * 60 * 1000) {
      await db
        .delete(signInThrottle)
        .where(
          and(
            lt(signInThrottle.failures, o.lockAfter),
            lt(signInThrottle.lastFailureAt, now() - idleMs),
          ),
        )
    },

    /** A successful sign-in or a password reset: the count starts again. */
    async clear(email: string) {
      await db.delete(signInThrottle).where(eq(signInThrottle.key, throttleKey(email)))
    },
  }
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>
