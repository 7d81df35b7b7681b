import { needsWorldPhones, worldPhonesReady } from '@shared/domain/phone'
import { useEffect, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
let loading: Promise<void> | null = null

/**
 * Loads the phone metadata of every country (its own ~40 kB gzipped chunk) once;
 * a failed load (offline) may be tried again. Brazilian phones never need it.
 */
export function loadWorldPhones(): Promise<void> {
  loading ??= import('@shared/domain/phone-world').then(
    () => {
      for (const listener of listeners) listener()
    },
    () => {
      loading = null
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * For a component that shows, links or edits phones: loads the metadata when one of them is of
 * another country than Brazil, and renders again once it is there (formatPhone, phoneLinks and
 * whatsappDigits then read it). Returns whether it is loaded.
 */
export function useWorldPhones(...phones: (string | null | undefined)[]): boolean {
  const ready = useSyncExternalStore(subscribe, worldPhonesReady, worldPhonesReady)
  const needed = !ready && phones.some(needsWorldPhones)
  useEffect(() => {
    if (needed) void loadWorldPhones()
  }, [needed])
  return ready
}
