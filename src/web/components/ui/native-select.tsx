import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/**
 * The look of the design system's select trigger, on a native select (best on phones). The
 * chevron's SVG is written without spaces or double quotes: Tailwind's scanner skips a class
 * that has them, and the select then showed no arrow.
 */
export const nativeSelectClass =
  'h-11 w-full cursor-pointer appearance-none rounded-md border border-input bg-background bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-2 pr-10 pl-3 text-base shadow-xs outline-hidden transition-[color,box-shadow,border-color] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-60 sm:h-10 md:text-sm ' +
  "bg-[url('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2024%2024%22%20fill=%22none%22%20stroke=%22%2364748b%22%20stroke-width=%222%22%20stroke-linecap=%22round%22%20stroke-linejoin=%22round%22%3E%3Cpath%20d=%22m6%209%206%206%206-6%22/%3E%3C/svg%3E')]"

/** A native <select> styled like the inputs: the phone's own picker, keyboard and screen-reader friendly. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(nativeSelectClass, className)} {...props} />
}
