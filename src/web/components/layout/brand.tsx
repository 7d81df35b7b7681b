import { cn } from '~/lib/utils'

/** The Quadra mark: a court seen from above with a ball on it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <rect
        x="6"
        y="6"
        width="20"
        height="20"
        rx="1.5"
        fill="none"
        stroke="#e2f5f2"
        strokeWidth="1.6"
      />
      <path d="M6 16h20M16 6v20" stroke="#e2f5f2" strokeWidth="1.6" />
      <circle cx="21.5" cy="11" r="3.6" fill="#c5e84a" />
    </svg>
  )
}

export function Brand({
  className,
  collapsed = false,
}: {
  className?: string
  collapsed?: boolean
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      {!collapsed && <span className="text-xl font-bold tracking-tight">Quadra</span>}
    </span>
  )
}
