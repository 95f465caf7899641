import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  loading?: boolean;
  icon?: ReactNode;
  testId?: string;
}

/** The large touch button of the account screens: primary in the accent colour. */
export function Button({
  variant = 'primary',
  loading = false,
  icon,
  testId,
  children,
  disabled,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {loading ? <Spinner size={20} /> : icon}
      <span>{children}</span>
    </button>
  );
}
