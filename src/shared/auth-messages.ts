/**
 * pt-BR messages of better-auth's error codes (spec §8): the API puts them in its envelope
 * (server/auth/auth-envelope.ts) and the auth screens show them (web/lib/auth-errors.ts).
 */
export const AUTH_MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha inválidos',
  USER_ALREADY_EXISTS: 'Este email já está cadastrado',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email já está cadastrado',
  EMAIL_NOT_VERIFIED:
    'Seu email ainda não foi confirmado. Abra o link que enviamos ou peça um novo email de confirmação.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres',
  INVALID_EMAIL: 'Email inválido',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo link.',
  PASSWORD_TOO_COMMON: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.',
  PASSWORD_IS_EMAIL: 'A senha não pode ser o seu email. Escolha outra senha.',
  PASSWORD_INVALID_CHARACTERS:
    'A senha não pode ter caracteres de controle (quebras de linha, tabulações). Escolha outra senha.',
  // the new-password form's own rules (shared/schemas/auth.ts), as codes the page without
  // JavaScript can be sent back with (server/auth/login-form.ts)
  PASSWORD_REQUIRED: 'Senha é obrigatória',
  CONFIRM_PASSWORD_REQUIRED: 'Confirme a nova senha',
  PASSWORDS_DO_NOT_MATCH: 'As senhas não coincidem',
  INVALID_PASSWORD: 'Senha atual incorreta',
  TOO_MANY_REQUESTS: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  // sign-in throttled per account (server auth/sign-in-throttle.ts; its answer says the wait)
  SIGN_IN_THROTTLED: 'Muitas tentativas de entrar nesta conta. Aguarde um pouco e tente novamente.',
  ACCOUNT_LOCKED:
    'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.',
}

/** better-auth's English texts that older answers carried without a code. */
export const AUTH_MESSAGES_BY_TEXT: Record<string, string> = {
  'Invalid login credentials': 'Email ou senha inválidos',
  'Invalid email or password': 'Email ou senha inválidos',
  'User already registered': 'Este email já está cadastrado',
}

export const AUTH_GENERIC_ERROR = 'Ocorreu um erro interno. Tente novamente.'
