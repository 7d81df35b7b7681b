import { type FormEventHandler, type ReactNode, useEffect, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { useTranslation } from '~/lib/i18n'

/** Set once the prerendered page has hydrated: later mounts are plain client renders. */
let hydratedOnce = false

/**
 * True once the page's JavaScript runs the form: state read from the URL (a refusal of the form
 * without JavaScript, the sign-up tab) shows only then, so the first render matches the
 * prerendered HTML. A client-side navigation to the page is ready at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}

/**
 * An account form that works before and without JavaScript: it posts to `action`
 * (the page itself, server/auth/login-form.ts) until the app runs it through `onSubmit`.
 */
export function AccountForm({
  id,
  action,
  onSubmit,
  hidden,
  children,
}: {
  id?: string
  action: string
  onSubmit: FormEventHandler<HTMLFormElement>
  hidden?: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <form
      id={id}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      hidden={hidden}
      className="space-y-4"
      // set once the JavaScript runs the form (the browser tests wait for it)
      data-ready={hydrated || undefined}
    >
      {children}
    </form>
  )
}

/** The e-mail of an account form (sign-in, sign-up, forgotten password). */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  const { t } = useTranslation('auth')
  return (
    <FormField label={t('fields.email')} htmlFor={id} error={error} required>
      <Input
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        {...fieldA11y(id, error)}
        {...registration}
      />
    </FormField>
  )
}
