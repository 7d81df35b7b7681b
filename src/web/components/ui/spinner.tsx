import { cva, type VariantProps } from 'class-variance-authority'
import Loader2Icon from 'lucide-react/icons/loader-circle'
import type * as React from 'react'

import { cn } from '~/lib/utils'

const spinnerVariants = cva('motion-safe:animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-5',
      lg: 'size-8',
    },
  },
  defaultVariants: {
    size: 'default',
  },
})

function Spinner({
  className,
  size,
  label = 'Carregando...',
  ...props
}: React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Text read by screen readers (visually hidden). */
    label?: string
  }) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-current', className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  )
}

export { Spinner }
