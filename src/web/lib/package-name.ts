import { localMessage } from '~/lib/messages'

/**
 * A package's name as the coach reads it: the names generated at the sale ('Pacote
 * de 8 aulas', 'Pacote 8 aulas', spec §3) are stored in Portuguese and shown in the app's
 * language; a name the coach typed is shown as typed.
 */
export const packageName = (name: string) => localMessage(name)
