import { useCallback, useId, useRef, useState } from 'react';

/**
 * A disclosure: one button shows and hides one region (aria-expanded, aria-controls). Spread
 * `buttonProps` on the button and give the region `regionId`; what else closes it (Escape, a click
 * outside, focus leaving) is the caller's. `close` hides it and puts focus back on the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': regionId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, close, regionId, buttonProps };
}
