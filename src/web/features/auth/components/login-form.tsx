import type { ApiResponse } from '@shared/api-route-types'
import { type LoginInput, loginSchema } from '@shared/schemas/auth'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PasswordInput } from '~/components/password-input'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { authClient } from '~/lib/auth-client'
import { authErrorMessage, readAuthError } from '~/lib/auth-errors'
import { zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { withToast } from '~/lib/toast'
import { AccountForm, EmailField } from './account-form'
import { FormRefusal } from './form-refusal'
import { UnverifiedNotice } from './unverified-notice'

/**
 * Whether the signed-in coach has no student yet (a plain fetch: the account pages do not carry
 * the app's API client). False when it cannot tell: the spec's greeting then.
 */
async function hasNoStudents(): Promise<boolean> {
  try {
    const res = await fetch('/api/students?pageSize=1', { credentials: 'same-origin' })
    if (!res.ok) return false
    // unchecked (no schema here): the route's type keeps the field's name in step with the API
    const body = (await res.json()) as Partial<
      Pick<ApiResponse<'GET', '/students'>, 'unfilteredTotal'>
    >
    return body.unfilteredTotal === 0
  } catch {
    return false
  }
}

/** Where the form posts without JavaScript (server/auth/login-form.ts): the page itself. */
const FORM_ACTION = '/app/login'

export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // a sign-in refused without JavaScript comes back as ?erro=<code>&email=<typed>; the server
  // filled both into the prerendered HTML (server/static.ts)
  const refusedCode = params.get('erro')
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null)
  useEffect(() => {
    if (refusedCode === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(params.get('email'))
  }, [refusedCode, params])
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    // Without a given e-mail the fields start from what the page holds: RHF adopts a field's
    // DOM value when it has no default, so what was typed into the prerendered page before the
    // JavaScript arrived is kept, not cleared.
    defaultValues: defaultEmail ? { email: defaultEmail, password: '' } : undefined,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null)
    const { error } = await authClient.signIn.email({
      email: values.email,
      password: values.password,
    })
    if (error) {
      if (readAuthError(error).code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email)
      withToast((toast) =>
        toast.error(t('login.errorTitle'), { description: authErrorMessage(error) }),
      )
      return
    }
    // 'Bem-vindo de volta!' (the spec's) greets a coach who has set up; a coach without a
    // student yet is on a first run: welcomed, and the dashboard shows the setup checklist
    const firstRun = await hasNoStudents()
    withToast((toast) =>
      toast.success(t('login.successTitle'), {
        description: firstRun ? t('login.firstRunDescription') : t('login.successDescription'),
      }),
    )
    navigate('/app/dashboard', { replace: true })
  })

  return (
    <AccountForm action={FORM_ACTION} onSubmit={onSubmit}>
      {unverifiedEmail && <UnverifiedNotice email={unverifiedEmail} />}
      {/* filled by the server when a post without JavaScript was refused (static.ts) */}
      <FormRefusal id="login-form-error" />
      <EmailField
        id="login-email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <FormField
        label={t('fields.password')}
        htmlFor="login-password"
        error={errors.password?.message}
        required
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('login-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Link
          to="/auth/forgot-password"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </AccountForm>
  )
}
