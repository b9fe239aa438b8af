import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * After a submit that failed on the visitor's input (the form's own rules or the server's), focus
 * goes to the first field to fix, in the order the form shows them: a keyboard or screen-reader
 * user lands on the message that explains it instead of on the button below the errors.
 * Returns the ref for the <form> and the function to call once the errors are set.
 */
export function useFocusFirstError(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null)
  // Focus waits for the render that marks the fields invalid: a request is a new number.
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request])
  return [formRef, () => setRequest((count) => count + 1)]
}
