import { replace } from 'react-router'

export function clientLoader() {
  return replace('/app/dashboard')
}

export default function AppIndex() {
  return null
}
