import { z } from 'zod'
import { LIMITS } from '../constants'
import { phoneDigits } from '../domain/phone'

export const emailField = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .min(1, { error: 'Email é obrigatório' })
  .max(LIMITS.emailMax, { error: 'Email muito longo' })
  .pipe(z.email({ error: 'Email inválido' }))

export const passwordField = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, { error: 'Senha é obrigatória' })
  .min(LIMITS.passwordMin, { error: 'A senha deve ter pelo menos 6 caracteres' })
  .max(LIMITS.passwordMax, { error: 'A senha deve ter no máximo 128 caracteres' })

export const countryCodeField = z
  .string({ error: 'Código do país é obrigatório' })
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: 'Código do país inválido' })

export const signupPhoneField = z
  .string({ error: 'Telefone é obrigatório' })
  .trim()
  .min(1, { error: 'Telefone é obrigatório' })
  .max(20, { error: 'Telefone muito longo' })
  .refine((v) => /^[\d\s()+-]*$/.test(v), { error: 'Telefone inválido' })
  .refine(
    (v) => {
      const n = phoneDigits(v).length
      return n >= 8 && n <= 13
    },
    { error: 'Telefone inválido' },
  )

/** 'Cadastro' tab (spec §5 Signup): every field required. */
export const signupSchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, { error: 'Nome é obrigatório' })
    .max(LIMITS.profileNameMax, { error: 'Nome muito longo' }),
  email: emailField,
  password: passwordField,
  countryCode: countryCodeField,
  phone: signupPhoneField,
})
export type SignupInput = z.infer<typeof signupSchema>

/** 'Login' tab (spec §5 Login): e-mail and password required. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Senha é obrigatória' }).min(1, { error: 'Senha é obrigatória' }),
})
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailField })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z
      .string({ error: 'Confirme a nova senha' })
      .min(1, { error: 'Confirme a nova senha' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'As senhas não coincidem',
    path: ['confirmPassword'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
