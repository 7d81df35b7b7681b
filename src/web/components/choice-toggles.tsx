import { Toggle } from '~/components/ui/toggle'
import { localMessage } from '~/lib/messages'
import { cn } from '~/lib/utils'

/** A pressed toggle reads clearly on a sunny court: filled with the primary colour. */
export const pressedToggleClass =
  'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground data-[state=on]:hover:bg-primary-hover data-[state=on]:hover:text-primary-foreground'

interface ChoiceOption<T extends string> {
  value: T
  label: string
}

/**
 * A labelled row of toggle buttons where at most one is on: clicking a button selects its
 * value, clicking the selected one again clears it (spec §5). Each button exposes aria-pressed.
 */
export function ChoiceToggles<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  required,
  error,
  firstButtonRef,
  className,
}: {
  id: string
  label: string
  options: readonly ChoiceOption<T>[]
  value: T | null | undefined
  onChange: (value: T | null) => void
  required?: boolean
  /** A validation message shown under the buttons (forms). */
  error?: string
  /** Lets a form focus the group when it is invalid. */
  firstButtonRef?: React.Ref<HTMLButtonElement>
  className?: string
}) {
  const errorId = `${id}-error`
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <legend className="mb-2 flex items-center gap-1 p-0 font-medium text-sm leading-none">
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, i) => (
          <Toggle
            key={option.value}
            ref={i === 0 ? firstButtonRef : undefined}
            variant="outline"
            pressed={value === option.value}
            onPressedChange={(pressed) => onChange(pressed ? option.value : null)}
            aria-invalid={error ? true : undefined}
            className={cn('min-w-24 flex-1 px-3 md:flex-none', pressedToggleClass)}
          >
            {option.label}
          </Toggle>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 font-medium text-destructive text-sm">
          {localMessage(error)}
        </p>
      )}
    </fieldset>
  )
}
