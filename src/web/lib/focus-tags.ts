import '~/locales/focus-tags'
import { i18n } from '~/lib/i18n'

/**
 * A focus tag as the coach reads it: tags are stored in Portuguese (the spec's
 * FOCUS_TAGS, 'Saque', 'Voleio'…) and shown in the app's language — 'Serve', 'Volley'. An
 * unknown tag (an older one) shows as stored.
 */
export const focusTagLabel = (tag: string): string =>
  i18n.t(tag, { ns: 'focus-tags', defaultValue: tag })
