import { generatedPackageName } from '@shared/domain/package-status'
import { parseMessage } from '@shared/messages'
import { messageOf } from '~/lib/messages'

/**
 * A package's name as the coach reads it: the names generated at the sale ('Pacote
 * de 8 aulas', 'Pacote 8 aulas', spec §3) are stored in Portuguese and shown in the app's
 * language (the stored name until the catalog is there); a name the coach typed as typed.
 */
export function packageName(name: string): string {
  const generated = parseMessage(generatedPackageName(name) ?? '')
  return generated ? messageOf(generated.code, generated.params, name) : name
}
