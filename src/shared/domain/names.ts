/**
 * Display name of the signed-in user (spec §2 App shell): the metadata name, else the part
 * of the e-mail before the @, else 'Usuário'.
 */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim()
  if (name) return name
  const local = user.email?.split('@')[0]?.trim()
  if (local) return local
  return 'Usuário'
}

/** Teacher name stored with a session (spec §6): metadata name, else e-mail, else 'Professor'. */
export function teacherName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim()
  if (name) return name
  const email = user.email?.trim()
  if (email) return email
  return 'Professor'
}

/** First letter for an avatar. */
export function initial(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase()
}

/** The first word of a name ("Ana Beatriz Souza" → "Ana"): how the texts to a student greet. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? ''
}
