import { FOCUS_TAGS } from '@shared/constants'
import { focusTagLabel } from '~/lib/focus-tags'
import { cn } from '~/lib/utils'

/** The focus tags of a feedback (spec §3) as toggle buttons. */
export function FocusTagToggles({
  value,
  onChange,
  label,
  className,
}: {
  value: string[]
  onChange: (tags: string[]) => void
  label: string
  className?: string
}) {
  const toggle = (tag: string) =>
    onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag])
  return (
    <fieldset className={cn('flex flex-wrap gap-2', className)}>
      <legend className="sr-only">{label}</legend>
      {FOCUS_TAGS.map((tag) => {
        const on = value.includes(tag)
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(tag)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              on
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {focusTagLabel(tag)}
          </button>
        )
      })}
    </fieldset>
  )
}
