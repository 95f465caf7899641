import type { DepositChannel } from '@playdeck/contracts';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { useMoney } from '../../../lib/money/use-money';
import styles from './deposit-channels.module.css';

interface ChannelPickerProps {
  channels: DepositChannel[];
  value: string;
  onChange(id: string): void;
}

const iconOf = (channel: DepositChannel) => (channel.type === 'bank_transfer' ? 'bank' : 'card');

function useLimits() {
  const { t } = useTranslation('wallet');
  const { format } = useMoney();
  return (channel: DepositChannel) =>
    t('channel_limits', { min: format(channel.minAmount), max: format(channel.maxAmount) });
}

/** Base deposit template: the channels as a radio list. */
export function ChannelList({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation('wallet');
  const limits = useLimits();
  return (
    <fieldset className={styles.list} aria-label={t('deposit_method')} data-testid="deposit-channels">
      {channels.map((channel) => (
        <label
          key={channel.id}
          className={styles.row}
          data-checked={channel.id === value || undefined}
          data-testid={`deposit-channel-${channel.id}`}
        >
          <input
            type="radio"
            name="deposit-channel"
            className="visually-hidden"
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <span className={`${ui.iconTile} ${styles.icon}`}>
            <WalletIcon name={iconOf(channel)} />
          </span>
          <span className={ui.rowText}>
            <span className={styles.name}>{channel.name}</span>
            <span className={styles.limits}>{limits(channel)}</span>
          </span>
          <span className={styles.radio} aria-hidden="true">
            {channel.id === value && <WalletIcon name="check" size={14} strokeWidth={3} />}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** New deposit template: the channels as large tiles, instant ones tagged. */
export function ChannelTiles({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation('wallet');
  const limits = useLimits();
  return (
    <fieldset className={styles.tiles} aria-label={t('deposit_method')} data-testid="deposit-channels">
      {channels.map((channel) => (
        <label
          key={channel.id}
          className={styles.tile}
          data-checked={channel.id === value || undefined}
          data-testid={`deposit-channel-${channel.id}`}
        >
          <input
            type="radio"
            name="deposit-channel"
            className="visually-hidden"
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <span className={`${ui.iconTile} ${styles.icon}`}>
            <WalletIcon name={iconOf(channel)} size={22} />
          </span>
          {channel.type !== 'bank_transfer' && (
            <span className={`${ui.pill} ${styles.tag}`}>{t('channel_instant')}</span>
          )}
          <span className={ui.rowText}>
            <span className={styles.name}>{channel.name}</span>
            <span className={styles.limits}>{limits(channel)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
