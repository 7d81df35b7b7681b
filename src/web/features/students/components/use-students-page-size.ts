import { studentsPageSize } from '@shared/constants'
import { useEffect, useState } from 'react'

const currentWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth)

/** Page size of the students list for the current window width; follows resizes (spec §9). */
export function useStudentsPageSize(): number {
  const [size, setSize] = useState(() => studentsPageSize(currentWidth()))
  useEffect(() => {
    const onResize = () => setSize(studentsPageSize(currentWidth()))
    onResize()
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return size
}
