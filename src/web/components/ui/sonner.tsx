import CircleCheckIcon from 'lucide-react/icons/circle-check'
import InfoIcon from 'lucide-react/icons/info'
import Loader2Icon from 'lucide-react/icons/loader-circle'
import OctagonXIcon from 'lucide-react/icons/octagon-x'
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point'
import type * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

const toasterStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--success-soft)',
  '--success-text': 'var(--success-soft-foreground)',
  '--success-border': 'color-mix(in oklab, var(--success) 35%, transparent)',
  '--error-bg': 'var(--destructive-soft)',
  '--error-text': 'var(--destructive-soft-foreground)',
  '--error-border': 'color-mix(in oklab, var(--destructive) 35%, transparent)',
  '--warning-bg': 'var(--warning-soft)',
  '--warning-text': 'var(--warning-soft-foreground)',
  '--warning-border': 'color-mix(in oklab, var(--warning) 45%, transparent)',
  '--info-bg': 'var(--accent)',
  '--info-text': 'var(--accent-foreground)',
  '--info-border': 'color-mix(in oklab, var(--primary) 30%, transparent)',
  '--border-radius': 'var(--radius)',
} as React.CSSProperties

function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      icons={{
        success: <CircleCheckIcon aria-hidden="true" className="size-4" />,
        info: <InfoIcon aria-hidden="true" className="size-4" />,
        warning: <TriangleAlertIcon aria-hidden="true" className="size-4" />,
        error: <OctagonXIcon aria-hidden="true" className="size-4" />,
        loading: <Loader2Icon aria-hidden="true" className="size-4 motion-safe:animate-spin" />,
      }}
      toastOptions={{
        closeButtonAriaLabel: 'Fechar notificação',
        ...toastOptions,
        classNames: {
          toast: 'font-sans',
          ...toastOptions?.classNames,
        },
      }}
      style={{ ...toasterStyle, ...style }}
      {...props}
    />
  )
}

export { Toaster }
