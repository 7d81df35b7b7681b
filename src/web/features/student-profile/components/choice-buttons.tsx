import { Toggle } from '~/components/ui/toggle'

/**
 * A labelled row of toggle buttons (aria-pressed) for one choice: gender, type, status.
 * Picking the pressed one keeps it (a profile field is never left empty).
 */
export function ChoiceButtons<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string
  legend: string
  options: readonly { value: T; label: string }[]
  value: T | undefined
  onChange: (value: T) => void
  error?: string
}) {
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-medium text-sm leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Toggle
            key={option.value}
            type="button"
            variant="outline"
            className="min-w-24 flex-1 sm:flex-none"
            pressed={value === option.value}
            onPressedChange={() => onChange(option.value)}
          >
            {option.label}
          </Toggle>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  )
}
