import { useEffect, useState } from 'react';
import { WalletIcon } from '../../../components/money/wallet-icon';
import { toast } from '../../../components/ui/toast-store';
import { copyText } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './copy-button.module.css';

/** How long the button says "Copied". */
const COPIED_MS = 1500;

/** A copy button for a bank detail the player types into their banking app. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.copy}
      data-copied={copied || undefined}
      aria-label={t('copy_label', { what: label })}
      data-testid={testId}
      onClick={async () => {
        if (await copyText(text)) setCopied(true);
        else toast.error(t('copy_failed'));
      }}
    >
      <WalletIcon name={copied ? 'check' : 'copy'} size={14} strokeWidth={2.2} />
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
