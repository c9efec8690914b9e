import type { CSSProperties, ReactNode } from 'react';
import './form.css';

/**
 * antd's vertical Form.Item as plain markup: a label bound to its input, the error under it (an alert, as
 * antd's) and a hint. react-hook-form owns the state and zod the rules, so antd's form engine (its store,
 * rules and async validator) is not loaded (issue 11).
 */
export function FormItem({
  label,
  htmlFor,
  required,
  validateStatus,
  help,
  extra,
  style,
  className,
  children,
}: {
  label?: ReactNode;
  htmlFor?: string;
  required?: boolean;
  validateStatus?: 'error';
  help?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}) {
  const classes = ['form-item', validateStatus === 'error' && 'form-item-has-error', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {label !== undefined && (
        <div className="form-item-label">
          <label htmlFor={htmlFor} className={required ? 'form-item-required' : undefined}>
            {label}
          </label>
        </div>
      )}
      <div className="form-item-control">
        {children}
        {help && (
          <div className="form-item-explain" role="alert">
            {help}
          </div>
        )}
        {extra && <div className="form-item-extra">{extra}</div>}
      </div>
    </div>
  );
}

/** For code written against antd's `Form.Item`: the same element, without antd's form. */
export const Form = { Item: FormItem };
