/**
 * Messages of the auth screens (spec §8): better-auth answers with codes and English texts;
 * the coach reads Portuguese. Unknown messages are shown as they are.
 */
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha inválidos',
  USER_ALREADY_EXISTS: 'Este email já está cadastrado',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email já está cadastrado',
  EMAIL_NOT_VERIFIED:
    'Seu email ainda não foi confirmado. Abra o link que enviamos ou peça um novo email de confirmação.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres',
  INVALID_EMAIL: 'Email inválido',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo link.',
  TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  // sign-in throttled per account (server auth/sign-in-throttle.ts)
  SIGN_IN_THROTTLED: 'Muitas tentativas de entrar nesta conta. Aguarde um pouco e tente novamente.',
  ACCOUNT_LOCKED:
    'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.',
}

/** "Tente novamente em 8 segundos" / "em 2 minutos": the wait the server asked for, rounded up. */
function throttled(retryAfter: number): string {
  const s = Math.max(1, Math.ceil(retryAfter))
  const m = Math.ceil(s / 60)
  const wait =
    s < 60 ? `${s} ${s === 1 ? 'segundo' : 'segundos'}` : `${m} ${m === 1 ? 'minuto' : 'minutos'}`
  return `Muitas tentativas de entrar nesta conta. Tente novamente em ${wait}.`
}

const BY_MESSAGE: Record<string, string> = {
  'Invalid login credentials': 'Email ou senha inválidos',
  'Invalid email or password': 'Email ou senha inválidos',
  'User already registered': 'Este email já está cadastrado',
}

export function authErrorMessage(
  error:
    | { code?: string; message?: string; status?: number; retryAfter?: unknown }
    | null
    | undefined,
): string {
  if (!error) return 'Ocorreu um erro interno. Tente novamente.'
  if (error.code === 'SIGN_IN_THROTTLED' && typeof error.retryAfter === 'number') {
    return throttled(error.retryAfter)
  }
  if (error.code === 'SIGN_IN_THROTTLED' || error.code === 'ACCOUNT_LOCKED') {
    return BY_CODE[error.code]!
  }
  if (error.status === 429) return BY_CODE.TOO_MANY_REQUESTS!
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!
  if (error.message && BY_MESSAGE[error.message]) return BY_MESSAGE[error.message]!
  if (error.status && error.status >= 500) return 'Ocorreu um erro interno. Tente novamente.'
  return error.message || 'Ocorreu um erro interno. Tente novamente.'
}
