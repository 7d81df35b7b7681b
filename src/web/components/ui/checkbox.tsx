import CheckIcon from 'lucide-react/icons/check'
import MinusIcon from 'lucide-react/icons/minus'
import * as CheckboxPrimitive from 'radix-ui/checkbox'
import type * as React from 'react'

import { cn } from '~/lib/utils'

function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer group relative size-5 shrink-0 cursor-pointer rounded-[5px] border border-input bg-background shadow-xs transition-[color,background-color,border-color,box-shadow] outline-hidden after:absolute after:-inset-2 after:content-[''] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-solid focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-[3px] aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=indeterminate]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:text-primary-foreground",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current transition-none"
      >
        <CheckIcon
          aria-hidden="true"
          className="size-4 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
        />
        <MinusIcon
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}

export { Checkbox }
