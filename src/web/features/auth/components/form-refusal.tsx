import { useSearchParams } from 'react-router'
import { authErrorMessage } from '~/lib/auth-errors'

/**
 * The refusal of an account form posted without JavaScript: the server sends the
 * page back with `?erro=<code>` and fills the text into this line of the prerendered HTML
 * (server/auth/login-form.ts); once the app runs it reads the same code. Empty: not shown.
 */
export function FormRefusal({ id }: { id: string }) {
  const [params] = useSearchParams()
  const code = params.get('erro')
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive empty:hidden"
      suppressHydrationWarning
    >
      {code ? authErrorMessage({ code }) : ''}
    </p>
  )
}
