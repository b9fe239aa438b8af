import { useEffect, useMemo } from 'react'

/** A chosen file's address for its preview, released when the file changes or the preview goes. */
export function useObjectUrl(file: Blob | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}
