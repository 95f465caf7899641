import type { ReactNode } from 'react';
import { FieldIcon, type FieldIconName } from '../../../components/ui/field-icon';
import { useMerchantInfo } from '../../../lib/init-settings';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  /** A symbol instead of the site's mark (the password screens). */
  icon?: FieldIconName;
  children: ReactNode;
  /** Below the card: secondary ways out (customer service, free trial). */
  footer?: ReactNode;
  testId?: string;
}

/** The account screens' frame: a glowing brand mark, the title and the form on a raised card. */
export function AuthLayout({ title, subtitle, icon, children, footer, testId }: AuthLayoutProps) {
  const { site } = useMerchantInfo();
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.hero}>
        <span className={styles.mark} aria-hidden="true">
          {icon ? (
            <FieldIcon name={icon} size={30} />
          ) : site.logoUrl ? (
            <img src={site.logoUrl} alt="" width={40} height={40} />
          ) : (
            site.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <div className={styles.card}>{children}</div>
      {footer}
    </div>
  );
}
