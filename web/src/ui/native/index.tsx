import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { ShellButton } from '../ShellButton';

/**
 * Native controls with antd's look (styles.css) and the few props of antd's the pages use: pages built with
 * them load no antd at all (issue 12: the runner on a student's phone). These are the web's only Button and
 * Card (docs/style.md, "Components"); like Card, Button keeps antd's class names (`ant-btn`,
 * `ant-btn-primary`), which browser flows select by.
 */
export function Button({
  type = 'default',
  danger,
  loading,
  disabled,
  htmlType = 'button',
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'primary' | 'default' | 'text' | 'link';
  htmlType?: 'button' | 'submit' | 'reset';
  danger?: boolean;
  loading?: boolean;
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  block?: boolean;
}) {
  return (
    <ShellButton
      {...rest}
      type={htmlType}
      variant={type === 'link' ? 'text' : type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={['ant-btn', `ant-btn-${type}`, danger && 'btn-danger', loading && 'btn-loading', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

const ICONS = { success: '✓', info: 'i', warning: '!', error: '×' } as const;

/** antd's Alert as a plain block: an icon, a title and an optional description and action. */
export function Alert({
  type = 'info',
  showIcon,
  title,
  description,
  action,
  role = 'alert',
  className,
  style,
}: {
  style?: CSSProperties;
  type?: keyof typeof ICONS;
  showIcon?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: string;
  className?: string;
}) {
  return (
    <div
      role={role}
      className={['notice', `notice-${type}`, className].filter(Boolean).join(' ')}
      style={style}
    >
      {showIcon && (
        <span className="notice-icon" aria-hidden>
          {ICONS[type]}
        </span>
      )}
      <div className="notice-content">
        {title !== undefined && <div className="notice-title">{title}</div>}
        {description !== undefined && <div className="notice-description">{description}</div>}
      </div>
      {action && <div className="notice-action">{action}</div>}
    </div>
  );
}

/** antd's Space as a flex row: its children side by side with a gap, wrapping when asked. */
export function Space({ size = 8, wrap, children }: { size?: number; wrap?: boolean; children?: ReactNode }) {
  return (
    <div className="space" style={{ gap: size, flexWrap: wrap ? 'wrap' : undefined }}>
      {children}
    </div>
  );
}

/**
 * antd's Card as plain markup (antd's Card brings its tabs, menu and dropdown along: a fifth of a form page,
 * issue 11). It keeps antd's class names, which tests and browser flows find cards by; styles.css styles
 * it through `lms-card`.
 */
export function Card({
  title,
  extra,
  size,
  style,
  className,
  actions,
  hoverable,
  children,
}: {
  hoverable?: boolean;
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  style?: CSSProperties;
  className?: string;
  actions?: ReactNode[];
  children?: ReactNode;
}) {
  const classes = [
    'ant-card',
    'lms-card',
    size === 'small' && 'lms-card-small',
    hoverable && 'lms-card-hoverable',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style}>
      {(title || extra) && (
        <div className="ant-card-head lms-card-head">
          {title && <div className="ant-card-head-title lms-card-title">{title}</div>}
          {extra && <div className="lms-card-extra">{extra}</div>}
        </div>
      )}
      <div className="ant-card-body lms-card-body">{children}</div>
      {actions && (
        <ul className="lms-card-actions">
          {actions.map((action, i) => (
            <li key={i}>{action}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type TextType = 'secondary' | 'success' | 'warning' | 'danger';
const textClass = (type?: TextType, className?: string) =>
  [type && `lms-text-${type}`, className].filter(Boolean).join(' ') || undefined;

/** antd's Typography titles and paragraphs, without its copy and edit machinery. */
export const Typography = {
  Title: ({
    level = 1,
    style,
    className,
    id,
    children,
  }: {
    level?: 1 | 2 | 3 | 4 | 5;
    style?: CSSProperties;
    className?: string;
    id?: string;
    children?: ReactNode;
  }) => {
    const Heading = `h${level}` as const;
    return (
      <Heading className={['lms-title', className].filter(Boolean).join(' ')} style={style} id={id}>
        {children}
      </Heading>
    );
  },
  Paragraph: ({
    type,
    style,
    className,
    children,
  }: {
    type?: TextType;
    style?: CSSProperties;
    className?: string;
    children?: ReactNode;
  }) => (
    <p className={['lms-paragraph', textClass(type, className)].filter(Boolean).join(' ')} style={style}>
      {children}
    </p>
  ),
  Text: ({
    type,
    strong,
    style,
    className,
    id,
    role,
    children,
  }: {
    type?: TextType;
    strong?: boolean;
    style?: CSSProperties;
    className?: string;
    id?: string;
    role?: string;
    children?: ReactNode;
  }) => {
    const text = (
      <span className={textClass(type, className)} style={style} id={id} role={role}>
        {children}
      </span>
    );
    return strong ? <strong>{text}</strong> : text;
  },
};

/** antd's grid row: columns that wrap, `gutter` pixels apart. */
export function Row({
  gutter = 0,
  style,
  className,
  children,
}: {
  gutter?: number;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={['lms-row', className].filter(Boolean).join(' ')}
      style={{ '--lms-gutter': `${gutter}px`, ...style } as CSSProperties}
    >
      {children}
    </div>
  );
}

/** A column of 24ths, per breakpoint as antd's (`xs` under 576 px, `sm` from 576, `md` from 768...). */
export function Col({
  span,
  xs,
  sm,
  md,
  lg,
  xl,
  style,
  className,
  children,
}: {
  span?: number;
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}) {
  const spans = { '--xs': xs ?? span, '--sm': sm, '--md': md, '--lg': lg, '--xl': xl };
  const vars = Object.fromEntries(Object.entries(spans).filter(([, v]) => v !== undefined));
  return (
    <div className={['lms-col', className].filter(Boolean).join(' ')} style={{ ...vars, ...style }}>
      {children}
    </div>
  );
}
