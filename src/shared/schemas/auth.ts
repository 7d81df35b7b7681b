import { z } from 'zod'
import { LIMITS } from '../constants'
import { PHONE_COUNTRY_MESSAGE, phoneProblem } from '../domain/phone'
import { msg } from '../messages'
import { cleanText, languageField } from './common'

export const emailField = cleanText({ required: msg('common.emailRequired') })
  .min(1, { error: msg('common.emailRequired') })
  .max(LIMITS.emailMax, { error: msg('common.emailTooLong') })
  .pipe(z.email({ error: msg('common.emailInvalid') }))

export const passwordField = z
  .string({ error: msg('auth.passwordRequired') })
  .min(1, { error: msg('auth.passwordRequired') })
  .min(LIMITS.passwordMin, { error: msg('auth.passwordTooShort') })
  .max(LIMITS.passwordMax, { error: msg('auth.passwordTooLong') })

export const countryCodeField = cleanText({ required: msg('phone.countryCodeRequired') }).regex(
  /^\+?\d{1,4}$/,
  { error: msg('phone.invalidCountryCode') },
)

export const signupPhoneField = cleanText({ required: msg('phone.required') })
  .min(1, { error: msg('phone.required') })
  .max(20, { error: msg('phone.tooLong') })
  .refine((v) => /^[\d\s()+-]*$/.test(v), { error: msg('phone.invalid') })

/**
 * 'Cadastro' tab (spec §5 Signup): every field required. With country code 55 the phone must
 * be a Brazilian phone (10 or 11 local digits, a real area code); with another, a
 * valid number of that country (libphonenumber-js).
 */
export const signupSchema = z
  .object({
    name: cleanText({ required: msg('common.nameRequired') })
      .min(1, { error: msg('common.nameRequired') })
      .max(LIMITS.profileNameMax, { error: msg('common.nameTooLong') }),
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
  password: z
    .string({ error: msg('auth.passwordRequired') })
    .min(1, { error: msg('auth.passwordRequired') }),
})
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailField })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z
      .string({ error: msg('auth.confirmPasswordRequired') })
      .min(1, { error: msg('auth.confirmPasswordRequired') }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: msg('auth.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
