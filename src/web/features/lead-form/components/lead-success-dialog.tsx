import type { LeadLanguage } from '@shared/constants'
import CircleCheckIcon from 'lucide-react/icons/circle-check'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import type { TFunction } from '~/lib/i18n'
import { leadLocale } from '../lib/lead-lang'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  lang: LeadLanguage
  t: TFunction
}

/** Spec §8: the thanks after a lead is stored, with one way out. */
export function LeadSuccessDialog({ open, onOpenChange, onCloseAutoFocus, lang, t }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={onCloseAutoFocus}
        lang={leadLocale(lang)}
        className="sm:max-w-md"
      >
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <span className="mb-1 inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
            <CircleCheckIcon aria-hidden="true" className="size-8" />
          </span>
          <DialogTitle className="pr-0 text-xl leading-tight">{t('success.title')}</DialogTitle>
          <DialogDescription className="text-base">{t('success.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button size="lg" className="w-full sm:w-auto sm:min-w-40">
              {t('success.close')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
