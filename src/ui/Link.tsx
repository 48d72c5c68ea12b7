import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigation/navigation';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/** An in-app link: a real href (open in a new tab works) that navigates without a reload. */
export function Link({ to, onClick, ...rest }: Props) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={go} {...rest} />;
}
