import type { LucideIcon } from 'lucide-react'

/**
 * A note of an account page (a link sent, a password reset): an icon, a title and a line.
 * `hidden` keeps it in the prerendered page for the server to show (server/auth/login-form.ts).
 */
export function StatusNote({
  icon: Icon,
  title,
  children,
  id,
  hidden,
}: {
  icon: LucideIcon
  title: string
  children: React.ReactNode
  id?: string
  hidden?: boolean
}) {
  return (
    <div
      id={id}
      role="status"
      hidden={hidden}
      className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  )
}
