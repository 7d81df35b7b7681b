import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

/** The look of the design system's select trigger, on a native select (best on phones). */
export const nativeSelectClass =
  'h-11 w-full cursor-pointer appearance-none rounded-md border border-input bg-background bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-2 pr-10 pl-3 text-base shadow-xs outline-hidden transition-[color,box-shadow,border-color] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-60 sm:h-10 md:text-sm ' +
  "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]"

/** A native <select> styled like the inputs: the phone's own picker, keyboard and screen-reader friendly. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(nativeSelectClass, className)} {...props} />
}
