import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'default' | 'text' | 'ghost';
type Size = 'small' | 'middle' | 'large';

const classes = (variant: Variant, size: Size, block?: boolean, extra?: string) =>
  ['btn', `btn-${variant}`, size !== 'middle' && `btn-${size}`, block && 'btn-block', extra]
    .filter(Boolean)
    .join(' ');

/**
 * A button in antd's look for the app's shell (header, sign-in, dashboard, error pages): those are every
 * visitor's first load, and antd's Button brings its wave effect and style engine share along. Pages
 * loaded later use antd's Button.
 */
export function ShellButton({
  variant = 'default',
  size = 'middle',
  block,
  icon,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}) {
  return (
    <button type={type} className={classes(variant, size, block, className)} {...rest}>
      {icon && (
        <span className="btn-icon" aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}

/** A link that looks like a ShellButton. */
export function ButtonLink({
  variant = 'default',
  size = 'middle',
  block,
  children,
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size; block?: boolean }) {
  return (
    <Link className={classes(variant, size, block, className)} {...rest}>
      {children}
    </Link>
  );
}
