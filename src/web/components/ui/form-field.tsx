import type * as React from 'react'

import { Label } from '~/components/ui/label'
import { localMessage } from '~/lib/messages'
import { cn } from '~/lib/utils'

type FormFieldProps = {
  label: string
  htmlFor: string
  error?: string
  hint?: string
  required?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * Visible label + control + hint + error message (a schema's message in the app's language).
 * Spread `fieldA11y(htmlFor, error, hint)` on the control so it is labelled and described.
 */
function FormField({ label, htmlFor, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
    >
      <div className="flex items-center gap-1">
        <Label htmlFor={htmlFor}>{label}</Label>
        {/* outside the label: the accessible name stays exactly the label text */}
        {required && (
          <span aria-hidden="true" className="text-destructive text-sm leading-none">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p
          id={`${htmlFor}-hint`}
          data-slot="form-field-hint"
          className="text-muted-foreground text-sm"
        >
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${htmlFor}-error`}
          role="alert"
          data-slot="form-field-error"
          className="font-medium text-destructive text-sm"
        >
          {localMessage(error)}
        </p>
      )}
    </div>
  )
}

/** Props to spread on the control rendered inside `FormField`. */
function fieldA11y(
  id: string,
  error?: string,
  hint?: string,
): { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined } {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')

  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  }
}

export { FormField, fieldA11y }
