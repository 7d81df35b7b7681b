import { type Message, msg } from './messages'

/**
 * The messages of better-auth's error codes (spec §8): the API puts them in its envelope
 * (server/auth/auth-envelope.ts) and the auth screens show them (web/lib/auth-errors.ts).
 */
export const AUTH_MESSAGES_BY_CODE: Record<string, Message> = {
  INVALID_EMAIL_OR_PASSWORD: msg('auth.invalidCredentials'),
  USER_ALREADY_EXISTS: msg('auth.emailAlreadyRegistered'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg('auth.emailAlreadyRegistered'),
  EMAIL_NOT_VERIFIED: msg('auth.emailNotVerified'),
  PASSWORD_TOO_SHORT: msg('auth.passwordTooShort'),
  PASSWORD_TOO_LONG: msg('auth.passwordTooLong'),
  INVALID_EMAIL: msg('common.emailInvalid'),
  INVALID_TOKEN: msg('auth.invalidToken'),
  PASSWORD_TOO_COMMON: msg('auth.passwordTooCommon'),
  PASSWORD_IS_EMAIL: msg('auth.passwordIsEmail'),
  PASSWORD_INVALID_CHARACTERS: msg('auth.passwordInvalidCharacters'),
  // the new-password form's own rules (shared/schemas/auth.ts), as codes the page without
  // JavaScript can be sent back with (server/auth/login-form.ts)
  PASSWORD_REQUIRED: msg('auth.passwordRequired'),
  CONFIRM_PASSWORD_REQUIRED: msg('auth.confirmPasswordRequired'),
  PASSWORDS_DO_NOT_MATCH: msg('auth.passwordsDoNotMatch'),
  INVALID_PASSWORD: msg('auth.wrongCurrentPassword'),
  TOO_MANY_REQUESTS: msg('auth.tooManyRequests'),
  // sign-in throttled per account (server auth/sign-in-throttle.ts; its answer says the wait)
  SIGN_IN_THROTTLED: msg('auth.signInThrottled'),
  ACCOUNT_LOCKED: msg('auth.accountLocked'),
}

/** better-auth's English texts that older answers carried without a code. */
export const AUTH_MESSAGES_BY_TEXT: Record<string, Message> = {
  'Invalid login credentials': msg('auth.invalidCredentials'),
  'Invalid email or password': msg('auth.invalidCredentials'),
  'User already registered': msg('auth.emailAlreadyRegistered'),
}

export const AUTH_GENERIC_ERROR = msg('api.internalError')
