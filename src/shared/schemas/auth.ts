import { z } from 'zod'
import { LIMITS } from '../constants'
import { PHONE_COUNTRY_MESSAGE, phoneProblem } from '../domain/phone'
import { cleanText, languageField } from './common'

export const emailField = cleanText({ required: 'Email é obrigatório' })
  .min(1, { error: 'Email é obrigatório' })
  .max(LIMITS.emailMax, { error: 'Email muito longo' })
  .pipe(z.email({ error: 'Email inválido' }))

export const passwordField = z
  .string({ error: 'Senha é obrigatória' })
  .min(1, { error: 'Senha é obrigatória' })
  .min(LIMITS.passwordMin, { error: 'A senha deve ter pelo menos 6 caracteres' })
  .max(LIMITS.passwordMax, { error: 'A senha deve ter no máximo 128 caracteres' })

export const countryCodeField = cleanText({ required: 'Código do país é obrigatório' }).regex(
  /^\+?\d{1,4}$/,
  { error: 'Código do país inválido' },
)

export const signupPhoneField = cleanText({ required: 'Telefone é obrigatório' })
  .min(1, { error: 'Telefone é obrigatório' })
  .max(20, { error: 'Telefone muito longo' })
  .refine((v) => /^[\d\s()+-]*$/.test(v), { error: 'Telefone inválido' })

/**
 * 'Cadastro' tab (spec §5 Signup): every field required. With country code 55 the phone must
 * be a Brazilian phone (10 or 11 local digits, a real area code); with another, a
 * valid number of that country (libphonenumber-js).
 */
export const signupSchema = z
  .object({
    name: cleanText({ required: 'Nome é obrigatório' })
      .min(1, { error: 'Nome é obrigatório' })
      .max(LIMITS.profileNameMax, { error: 'Nome muito longo' }),
    email: emailField,
    password: passwordField,
    countryCode: countryCodeField,
    phone: signupPhoneField,
    /** Issue 15: the app's language, preselected from the page the coach came from. */
    language: languageField.optional(),
  })
  .superRefine((v, ctx) => {
    const problem = phoneProblem(v.phone, v.countryCode)
    const path = problem === PHONE_COUNTRY_MESSAGE ? 'countryCode' : 'phone'
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] })
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
