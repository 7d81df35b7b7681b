import Trash2 from 'lucide-react/icons/trash'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/**
 * A destructive confirmation (Radix AlertDialog): title, description, cancel and confirm.
 * It stays open while the action runs (`pending` disables both buttons and shows
 * `pendingLabel`); the caller closes it through `onOpenChange` when the server answers.
 * With `triggerLabel` it brings its own opener: a ghost destructive button with a bin icon.
 * `confirmVariant="default"` for a confirmation that destroys nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  triggerLabel,
  triggerClassName,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  confirmVariant = 'destructive',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerLabel?: string
  triggerClassName?: string
  title: string
  description: string
  cancelLabel: string
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: () => void
  confirmVariant?: 'destructive' | 'default'
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {triggerLabel && (
        <AlertDialogTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            className={cn(
              'text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground',
              triggerClassName,
            )}
          >
            <Trash2 aria-hidden />
            {triggerLabel}
          </Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={confirmVariant}
            disabled={pending}
            onClick={(e) => {
              // stays open until the server answers
              e.preventDefault()
              onConfirm()
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
