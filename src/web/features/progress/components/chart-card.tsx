import { cn } from '~/lib/utils'

/** "+0,3 vs. período anterior" beside an average or a count. */
export function ChangeNote({ text, tone }: { text: string; tone: 'up' | 'down' | 'flat' }) {
  return (
    <span
      className={cn(
        'text-xs font-medium tabular-nums',
        tone === 'up' && 'text-success-soft-foreground',
        tone === 'down' && 'text-destructive-soft-foreground',
        tone === 'flat' && 'text-muted-foreground',
      )}
    >
      {text}
    </span>
  )
}
