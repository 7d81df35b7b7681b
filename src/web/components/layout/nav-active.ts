export interface NavTarget {
  to: string
  /** Active on `to` only, not on the pages under it. */
  end?: boolean
  /** Pages under `to` that belong to another item (/app/students/new is 'Novo Aluno'). */
  exclude?: string[]
}

/** Whether a sidebar item is the current page: exactly one item is, on every app page. */
export function isNavActive(pathname: string, item: NavTarget): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.exclude?.some((p) => path === p || path.startsWith(`${p}/`))) return false
  if (path === item.to) return true
  return !item.end && path.startsWith(`${item.to}/`)
}
